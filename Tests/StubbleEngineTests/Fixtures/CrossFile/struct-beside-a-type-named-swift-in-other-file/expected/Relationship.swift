extension SymbolGraph {
    // @Stubbable
    public struct Relationship: Codable, Hashable {
        var _getSource: (() -> String)? { get { _stubs.hooks["_getSource"] as? (() -> String) } nonmutating set { _stubs.hooks["_getSource"] = newValue } } // stubble
        var _setSource: ((String) -> Void)? { get { _stubs.hooks["_setSource"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setSource"] = newValue } } // stubble
        public var source: String { // stubble
            @storageRestrictions(initializes: _source) init { _source = newValue } // stubble
            get { if let _getSource { return _getSource() }; return _source } // stubble
            set { if let _setSource { _setSource(newValue) } else { _source = newValue } } // stubble
            _modify { if _getSource == nil && _setSource == nil { yield &_source } else { var _stubbleValue = source; yield &_stubbleValue; source = _stubbleValue } } // stubble
        } // stubble
        public var _source: String
        var _getTarget: (() -> String)? { get { _stubs.hooks["_getTarget"] as? (() -> String) } nonmutating set { _stubs.hooks["_getTarget"] = newValue } } // stubble
        var _setTarget: ((String) -> Void)? { get { _stubs.hooks["_setTarget"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setTarget"] = newValue } } // stubble
        public var target: String { // stubble
            @storageRestrictions(initializes: _target) init { _target = newValue } // stubble
            get { if let _getTarget { return _getTarget() }; return _target } // stubble
            set { if let _setTarget { _setTarget(newValue) } else { _target = newValue } } // stubble
            _modify { if _getTarget == nil && _setTarget == nil { yield &_target } else { var _stubbleValue = target; yield &_stubbleValue; target = _stubbleValue } } // stubble
        } // stubble
        public var _target: String

        static var _initSourceTarget: ((String, String) -> Self)? { get { _staticStubs_SymbolGraph_Relationship[ObjectIdentifier(Self.self)]?["_initSourceTarget"] as? ((String, String) -> Self) } set { _staticStubs_SymbolGraph_Relationship[ObjectIdentifier(Self.self), default: [:]]["_initSourceTarget"] = newValue } } // stubble
        public init(source: String, target: String) {
            if let _initSourceTarget = Self._initSourceTarget { self = _initSourceTarget(source, target); return } // stubble
            self.source = source
            self.target = target
        }

        var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
        public func describe() -> String {
            if let _describe { _describe() } else { // stubble
            "\(source) -> \(target) (\(Swift.language))"
            } // stubble
        }
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Decoder) throws {} // stubble
            func encode(to encoder: any Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Hasher) {} // stubble
        } // stubble
        var _stubs = _StubBox() // stubble
        private enum CodingKeys: String, CodingKey { // stubble
            case _source = "source" // stubble
            case _target = "target" // stubble
        } // stubble
        static func _resetStaticStubs() { // stubble
            _staticStubs_SymbolGraph_Relationship.removeAll() // stubble
        } // stubble
        public nonisolated var customMirror: Mirror { Mirror(self, children: ["source": self._source as Any, "target": self._target as Any], displayStyle: .struct) } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_SymbolGraph_Relationship: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension SymbolGraph.Relationship: CustomReflectable {} // stubble
