// A struct that is BitwiseCopyable through an extension (a conditional conformance, which must be declared in
// the type's file) or through a protocol of the module that refines BitwiseCopyable can hold no reference
// either: its instance hooks live outside the value, as static hooks, like those of a struct that says
// BitwiseCopyable in its own clause (`layout-fixed-structs`). A box would not compile: "stored property '_stubs'
// of 'BitwiseCopyable'-conforming generic struct 'Counter' has non-bitwise-copyable type" (swift-property-based's
// shrinkers).
// @Stubbable
struct Counter<Value: FixedWidthInteger> {
    static var _getValue: (() -> Value)? { get { _staticStubs_Counter[ObjectIdentifier(Counter.self)]?["_getValue"] as? (() -> Value) } set { _staticStubs_Counter[ObjectIdentifier(Counter.self), default: [:]]["_getValue"] = newValue } } // stubble
    static var _setValue: ((Value) -> Void)? { get { _staticStubs_Counter[ObjectIdentifier(Counter.self)]?["_setValue"] as? ((Value) -> Void) } set { _staticStubs_Counter[ObjectIdentifier(Counter.self), default: [:]]["_setValue"] = newValue } } // stubble
    var value: Value { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue = Self._getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue = Self._setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if Self._getValue == nil && Self._setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value: Value

    static var _doubled: (() -> Value)? { get { _staticStubs_Counter[ObjectIdentifier(Counter.self)]?["_doubled"] as? (() -> Value) } set { _staticStubs_Counter[ObjectIdentifier(Counter.self), default: [:]]["_doubled"] = newValue } } // stubble
    func doubled() -> Value {
        if let _doubled = Self._doubled { _doubled() } else { // stubble
        value &* 2
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _staticStubs_Counter.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Counter: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Counter: CustomReflectable {} // stubble

extension Counter: BitwiseCopyable where Value: BitwiseCopyable {}

protocol PlainBits: BitwiseCopyable {}

// @Stubbable
struct Flags: PlainBits {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getRaw: (() -> UInt8)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setRaw: ((UInt8) -> Void)? = nil // stubble
    var raw: UInt8 { // stubble
        @storageRestrictions(initializes: _raw) init { _raw = newValue } // stubble
        get { if let _getRaw = Self._getRaw { return _getRaw() }; return _raw } // stubble
        set { if let _setRaw = Self._setRaw { _setRaw(newValue) } else { _raw = newValue } } // stubble
        _modify { if Self._getRaw == nil && Self._setRaw == nil { yield &_raw } else { var _stubbleValue = raw; yield &_stubbleValue; raw = _stubbleValue } } // stubble
    } // stubble
    var _raw: UInt8

    @exclusivity(unchecked) nonisolated(unsafe) static var _isSet: ((Int) -> Bool)? = nil // stubble
    func isSet(_ bit: Int) -> Bool {
        if let _isSet = Self._isSet { _isSet(bit) } else { // stubble
        raw & (1 << bit) != 0
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getRaw = nil // stubble
        _setRaw = nil // stubble
        _isSet = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["raw": self._raw as Any], displayStyle: .struct) } // stubble
}
extension Flags: CustomReflectable {} // stubble
