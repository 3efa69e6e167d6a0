// A generic type cannot have static stored properties, so its static hooks are computed over a table
// declared after the type, one entry per specialisation: `Registry<Int>._makeDefault` is not
// `Registry<String>._makeDefault`. `_resetStaticStubs()` empties the table (every specialisation).
// @Stubbable
final class Registry<Value> {
    @exclusivity(unchecked) var _getValues: (() -> [Value])? = nil // stubble
    @exclusivity(unchecked) var _setValues: (([Value]) -> Void)? = nil // stubble
    var values: [Value] { // stubble
        @storageRestrictions(initializes: _values) init { _values = newValue } // stubble
        get { if let _getValues { return _getValues() }; return _values } // stubble
        set { if let _setValues { _setValues(newValue) } else { _values = newValue } } // stubble
        _modify { if _getValues == nil && _setValues == nil { yield &_values } else { var _stubbleValue = values; yield &_stubbleValue; values = _stubbleValue } } // stubble
    } // stubble
    var _values: [Value] = []

    static var _makeDefault: (() -> Registry)? { get { _staticStubs_Registry[ObjectIdentifier(Registry.self)]?["_makeDefault"] as? (() -> Registry) } set { _staticStubs_Registry[ObjectIdentifier(Registry.self), default: [:]]["_makeDefault"] = newValue } } // stubble
    static func makeDefault() -> Registry {
        if let _makeDefault { _makeDefault() } else { // stubble
        Registry()
        } // stubble
    }

    static var _describe: ((Value) -> String)? { get { _staticStubs_Registry[ObjectIdentifier(Registry.self)]?["_describe"] as? ((Value) -> String) } set { _staticStubs_Registry[ObjectIdentifier(Registry.self), default: [:]]["_describe"] = newValue } } // stubble
    class func describe(_ value: Value) -> String {
        if let _describe { _describe(value) } else { // stubble
        "value \(value)"
        } // stubble
    }

    static var _getLabel: (() -> String)? { get { _staticStubs_Registry[ObjectIdentifier(Registry.self)]?["_getLabel"] as? (() -> String) } set { _staticStubs_Registry[ObjectIdentifier(Registry.self), default: [:]]["_getLabel"] = newValue } } // stubble
    static var _setLabel: ((String) -> Void)? { get { _staticStubs_Registry[ObjectIdentifier(Registry.self)]?["_setLabel"] as? ((String) -> Void) } set { _staticStubs_Registry[ObjectIdentifier(Registry.self), default: [:]]["_setLabel"] = newValue } } // stubble
    static var label: String {
        get {/*stubble:*/ if let _getLabel { _getLabel() } else {/*:stubble*/ "registry of \(Value.self)" /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setLabel { return _setLabel(newValue) };/*:stubble*/ print("ignored \(newValue)") }
    }
    static func _resetStaticStubs() { // stubble
        _staticStubs_Registry.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["values": self._values as Any], displayStyle: .class) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Registry: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Registry: CustomReflectable {} // stubble
