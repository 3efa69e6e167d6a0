// swift-sdk's `Server.Configuration`: a static and an instance stored property share a name. Stubbed, both would
// keep their value in `_strict`, which Swift reads as one ambiguous name: the second is left as it is.
// @Stubbable
struct Configuration: Hashable, Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getLenient: (@Sendable () -> Configuration)? = nil // stubble
    static var lenient: Configuration { // stubble
        get { if let _getLenient { return _getLenient() }; return _lenient } // stubble
    } // stubble
    static let _lenient = Configuration(strict: false)
    @exclusivity(unchecked) nonisolated(unsafe) static var _getStrict: (@Sendable () -> Configuration)? = nil // stubble
    static var strict: Configuration { // stubble
        get { if let _getStrict { return _getStrict() }; return _strict } // stubble
    } // stubble
    static let _strict = Configuration(strict: true)

    var strict: Bool
    var _getName: (@Sendable () -> String)? { get { _stubs.hooks["_getName"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: (@Sendable (String) -> Void)? { get { _stubs.hooks["_setName"] as? (@Sendable (String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    var name: String = "server" { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name = "server"
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
        _getLenient = nil // stubble
        _getStrict = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["strict": self.strict as Any, "name": self._name as Any], displayStyle: .struct) } // stubble
}
extension Configuration: CustomReflectable {} // stubble
