// Static lets of nested types, as swift-otel writes its configuration keys and options. In an extension of a
// nested type at file scope, `Self(…)` is not spelled with the struct's plain name (`GeneralKey` is not in
// scope there); an unavailable static let is not stubbed (nothing can read it, not even its stub).
enum OTel {
    enum Key {
        struct GeneralKey: Sendable {
            var key: String
            static func _resetStaticStubs() { // stubble
                _getSdkDisabled = nil // stubble
                _getServiceName = nil // stubble
            } // stubble
            nonisolated var customMirror: Mirror { Mirror(self, children: ["key": self.key as Any], displayStyle: .struct) } // stubble
        }
    }

    // @Stubbable
    struct Exporter: Sendable {
        var _getName: (@Sendable () -> String)? { get { _stubs.hooks["_getName"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
        var _setName: (@Sendable (String) -> Void)? { get { _stubs.hooks["_setName"] as? (@Sendable (String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
        var name: String { // stubble
            @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
            get { if let _getName { return _getName() }; return _name } // stubble
            set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
            _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
        } // stubble
        var _name: String

        @exclusivity(unchecked) nonisolated(unsafe) static var _getOtlp: (@Sendable () -> Self)? = nil // stubble
        public static var otlp: Self { // stubble
            get { if let _getOtlp { return _getOtlp() }; return _otlp } // stubble
        } // stubble
        public static let _otlp: Self = .init(name: "otlp")

        /// Zipkin, which is not supported.
        @available(*, unavailable, message: "This option is not supported")
        public static let zipkin: Self = .init(name: "zipkin")
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        let _stubs = _StubBox() // stubble
        static func _resetStaticStubs() { // stubble
            _getOtlp = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any], displayStyle: .struct) } // stubble
    }
}
extension OTel.Exporter: CustomReflectable {} // stubble
extension OTel.Key.GeneralKey: CustomReflectable {} // stubble

// @Stubbable
extension OTel.Key.GeneralKey {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getSdkDisabled: (@Sendable () -> Self)? = nil // stubble
    static var sdkDisabled: Self { // stubble
        get { if let _getSdkDisabled { return _getSdkDisabled() }; return _sdkDisabled } // stubble
    } // stubble
    static let _sdkDisabled = Self(key: "OTEL_SDK_DISABLED")
    @exclusivity(unchecked) nonisolated(unsafe) static var _getServiceName: (@Sendable () -> Self)? = nil // stubble
    static var serviceName: Self { // stubble
        get { if let _getServiceName { return _getServiceName() }; return _serviceName } // stubble
    } // stubble
    static let _serviceName = Self(key: "OTEL_SERVICE_NAME")
}
