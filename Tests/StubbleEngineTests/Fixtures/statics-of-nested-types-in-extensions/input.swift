// Static lets of nested types, as swift-otel writes its configuration keys and options. In an extension of a
// nested type at file scope, `Self(…)` is not spelled with the struct's plain name (`GeneralKey` is not in
// scope there); an unavailable static let is not stubbed (nothing can read it, not even its stub).
enum OTel {
    enum Key {
        struct GeneralKey: Sendable {
            var key: String
        }
    }

    // @Stubbable
    struct Exporter: Sendable {
        var name: String

        public static let otlp: Self = .init(name: "otlp")

        /// Zipkin, which is not supported.
        @available(*, unavailable, message: "This option is not supported")
        public static let zipkin: Self = .init(name: "zipkin")
    }
}

// @Stubbable
extension OTel.Key.GeneralKey {
    static let sdkDisabled = Self(key: "OTEL_SDK_DISABLED")
    static let serviceName = Self(key: "OTEL_SERVICE_NAME")
}
