// Attributes written under `#if` (swift-otel's exporter protocol, whose availability depends on a package
// trait): a stored property with such attributes is not stubbed (its stub would repeat them without their
// condition, and its storage would no longer follow its generated lines, which is how its rename is taken
// back); a method or a computed property is, as its attributes stay on it. A type named `Protocol` is written
// in backticks after a dot (`OTLP.Protocol` would be a metatype), and a deprecated stored property is read by
// a deprecated mirror, where the read does not warn.
enum OTLP {
    /// The wire protocol of the exporter.
    // @Stubbable
    public struct `Protocol`: Equatable, Sendable {
        enum Backing: String, CaseIterable, Sendable {
            case grpc
            case httpJSON = "http/json"
        }

        var _getBacking: (@Sendable () -> Backing)? { get { _stubs.hooks["_getBacking"] as? (@Sendable () -> Backing) } nonmutating set { _stubs.hooks["_getBacking"] = newValue } } // stubble
        var _setBacking: (@Sendable (Backing) -> Void)? { get { _stubs.hooks["_setBacking"] as? (@Sendable (Backing) -> Void) } nonmutating set { _stubs.hooks["_setBacking"] = newValue } } // stubble
        var backing: Backing { // stubble
            @storageRestrictions(initializes: _backing) init { _backing = newValue } // stubble
            get { if let _getBacking { return _getBacking() }; return _backing } // stubble
            set { if let _setBacking { _setBacking(newValue) } else { _backing = newValue } } // stubble
            _modify { if _getBacking == nil && _setBacking == nil { yield &_backing } else { var _stubbleValue = backing; yield &_stubbleValue; backing = _stubbleValue } } // stubble
        } // stubble
        var _backing: Backing

        var _getLegacyName: (@Sendable () -> String)? { get { _stubs.hooks["_getLegacyName"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getLegacyName"] = newValue } } // stubble
        var _setLegacyName: (@Sendable (String) -> Void)? { get { _stubs.hooks["_setLegacyName"] as? (@Sendable (String) -> Void) } nonmutating set { _stubs.hooks["_setLegacyName"] = newValue } } // stubble
        @available(*, deprecated, message: "use backing") var legacyName: String = "" { // stubble
            @storageRestrictions(initializes: _legacyName) init { _legacyName = newValue } // stubble
            get { if let _getLegacyName { return _getLegacyName() }; return _legacyName } // stubble
            set { if let _setLegacyName { _setLegacyName(newValue) } else { _legacyName = newValue } } // stubble
            _modify { if _getLegacyName == nil && _setLegacyName == nil { yield &_legacyName } else { var _stubbleValue = legacyName; yield &_stubbleValue; legacyName = _stubbleValue } } // stubble
        } // stubble
        @available(*, deprecated, message: "use backing")
        var _legacyName: String = ""

        /// gRPC, when the package trait is on.
        #if !OTLPGRPC
        @available(*, deprecated, message: "needs the OTLPGRPC trait")
        #endif
        public static let grpc: Self = .init(backing: .grpc)

        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        var retries: Int = 3

        var _wireName: (@Sendable () -> String)? { get { _stubs.hooks["_wireName"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_wireName"] = newValue } } // stubble
        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        func wireName() -> String {/*stubble:*/ if let _wireName { _wireName() } else {/*:stubble*/ backing.rawValue /*stubble:*/}/*:stubble*/}

        var _getLabel: (@Sendable () -> String)? { get { _stubs.hooks["_getLabel"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
        #if !OTLPHTTP
        @available(*, deprecated, message: "needs the OTLPHTTP trait")
        #endif
        var label: String {/*stubble:*/ if let _getLabel { _getLabel() } else {/*:stubble*/ backing.rawValue.uppercased() /*stubble:*/}/*:stubble*/}

        @exclusivity(unchecked) nonisolated(unsafe) static var _initBacking: (@Sendable (Backing) -> Self)? = nil // stubble
        init(backing: Backing) {
            if let _initBacking = Self._initBacking { self = _initBacking(backing); return } // stubble
            self.backing = backing
        }
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        var _stubs = _StubBox() // stubble
        static func _resetStaticStubs() { // stubble
            _initBacking = nil // stubble
        } // stubble
        @available(*, deprecated, message: "reads a deprecated property") public nonisolated var customMirror: Mirror { Mirror(self, children: ["backing": self._backing as Any, "legacyName": self._legacyName as Any, "retries": self.retries as Any], displayStyle: .struct) } // stubble
    }
}
extension OTLP.`Protocol`: CustomReflectable {} // stubble
