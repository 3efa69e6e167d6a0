// @Stubbable
public final class Forecaster {
    public init() {}

    @exclusivity(unchecked) var _temperature: ((String) -> Double)? = nil // stubble
    public func temperature(in city: String) -> Double {
        if let _temperature { _temperature(city) } else { // stubble
        city.isEmpty ? .nan : 21.5
        } // stubble
    }

    @exclusivity(unchecked) var _getUnit: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setUnit: ((String) -> Void)? = nil // stubble
    public var unit: String { // stubble
        @storageRestrictions(initializes: _unit) init { _unit = newValue } // stubble
        get { if let _getUnit { return _getUnit() }; return _unit } // stubble
        set { if let _setUnit { _setUnit(newValue) } else { _unit = newValue } } // stubble
        _modify { if _getUnit == nil && _setUnit == nil { yield &_unit } else { var _stubbleValue = unit; yield &_stubbleValue; unit = _stubbleValue } } // stubble
    } // stubble
    public var _unit: String = "°C"
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["unit": self._unit as Any], displayStyle: .class) } // stubble
}
extension Forecaster: CustomReflectable {} // stubble
