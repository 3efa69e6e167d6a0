// @Stubbable
final class Box<Value> {
    @exclusivity(unchecked) var _getValue: (() -> Value)? = nil // stubble
    @exclusivity(unchecked) var _setValue: ((Value) -> Void)? = nil // stubble
    var value: Value { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if _getValue == nil && _setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value: Value

    init(value: Value) {
        self.value = value
    }

    @exclusivity(unchecked) var _get: (() -> Value)? = nil // stubble
    func get() -> Value {
        if let _get { _get() } else { // stubble
        value
        } // stubble
    }

    @exclusivity(unchecked) var _map: Any? = nil // stubble
    func map<T>(_ f: (Value) -> T) -> T {
        if let _map = (_map as? ((Value) -> T) -> T) ?? (_map as? @Sendable ((Value) -> T) -> T) { _map(f) } else { // stubble
        f(value)
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .class) } // stubble
}
extension Box: CustomReflectable {} // stubble
