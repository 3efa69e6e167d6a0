// Attributes written under `#if` (swift-otel's exporter protocol, whose availability depends on a package
// trait): a stored property with such attributes is not stubbed (its stub would repeat them without their
// condition, and its storage would no longer follow its generated lines, which is how its rename is taken
// back); a method or a computed property is, as its attributes stay on it. A type named `Protocol` is written
// in backticks after a dot (`OTLP.Protocol` would be a metatype), and a deprecated stored property is read by
// a deprecated mirror, where the read does not warn.
enum OTLP {
    /// The wire protocol of the exporter.
    public struct `Protocol`: Equatable, Sendable {/*|*/
        enum Backing: String, CaseIterable, Sendable {
            case grpc
            case httpJSON = "http/json"
        }

        var backing: Backing

        @available(*, deprecated, message: "use backing")
        var legacyName: String = ""

        /// gRPC, when the package trait is on.
        #if !OTLPGRPC
        @available(*, deprecated, message: "needs the OTLPGRPC trait")
        #endif
        public static let grpc: Self = .init(backing: .grpc)

        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        var retries: Int = 3

        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        func wireName() -> String { backing.rawValue }

        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        var label: String { backing.rawValue.uppercased() }

        init(backing: Backing) {
            self.backing = backing
        }
    }
}
