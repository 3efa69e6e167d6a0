// fixture-options: typecheck-objc-interop
// `@objc` members of an NSObject subclass, as on Apple platforms. Linux has no Objective-C runtime, so
// the test suite typechecks this case with Objective-C interop switched on against a stand-in Foundation
// (the `typecheck-objc-interop` marker): the compiler still checks every @objc rule. Hooks are plain Swift
// stored properties (never `@objc`), `dynamic` stays on the user's declaration, and KVO-style
// `@objc dynamic` properties keep their selector names on the computed property.
import Foundation

// @Stubbable
final class Thermostat: NSObject {
    @exclusivity(unchecked) var _getTarget: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setTarget: ((Double) -> Void)? = nil // stubble
    @objc dynamic var target: Double { // stubble
        @storageRestrictions(initializes: _target) init { _target = newValue } // stubble
        get { if let _getTarget { return _getTarget() }; return _target } // stubble
        set { if let _setTarget { _setTarget(newValue) } else { _target = newValue } } // stubble
        _modify { if _getTarget == nil && _setTarget == nil { yield &_target } else { var _stubbleValue = target; yield &_stubbleValue; target = _stubbleValue } } // stubble
    } // stubble
    @objc dynamic var _target: Double = 20
    @exclusivity(unchecked) var _getIsOn: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _setIsOn: ((Bool) -> Void)? = nil // stubble
    @objc var isOn: Bool { // stubble
        @storageRestrictions(initializes: _isOn) init { _isOn = newValue } // stubble
        get { if let _getIsOn { return _getIsOn() }; return _isOn } // stubble
        set { if let _setIsOn { _setIsOn(newValue) } else { _isOn = newValue } } // stubble
        _modify { if _getIsOn == nil && _setIsOn == nil { yield &_isOn } else { var _stubbleValue = isOn; yield &_stubbleValue; isOn = _stubbleValue } } // stubble
    } // stubble
    @objc var _isOn: Bool = false

    @exclusivity(unchecked) var _reading: ((Bool) -> Double)? = nil // stubble
    @objc func reading(inFahrenheit: Bool) -> Double {
        if let _reading { _reading(inFahrenheit) } else { // stubble
        inFahrenheit ? target * 9 / 5 + 32 : target
        } // stubble
    }

    @exclusivity(unchecked) var _reset: (() -> Void)? = nil // stubble
    @objc dynamic func reset() {
        if let _reset { return _reset() } // stubble
        target = 20
    }
}
