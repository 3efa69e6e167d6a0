enum Level { case low, high }

// @Stubbable
final class Thermostat {
    @exclusivity(unchecked) var _getTarget: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setTarget: ((Int) -> Void)? = nil // stubble
    var target: Int { // stubble
        @storageRestrictions(initializes: _target) init { _target = newValue } // stubble
        get { if let _getTarget { return _getTarget() }; return _target } // stubble
        set { if let _setTarget { _setTarget(newValue) } else { _target = newValue } } // stubble
        _modify { if _getTarget == nil && _setTarget == nil { yield &_target } else { var _stubbleValue = target; yield &_stubbleValue; target = _stubbleValue } } // stubble
    } // stubble
    var _target = 20

    @exclusivity(unchecked) var _doubled: (() -> Int)? = nil // stubble
    func doubled() -> Int {
        if let _doubled { _doubled() } else { // stubble
        target * 2
        } // stubble
    }

    @exclusivity(unchecked) var _label: ((Level) -> String)? = nil // stubble
    func label(for level: Level) -> String {
        if let _label { _label(level) } else { // stubble
        switch level {
        case .low: "low"
        case .high: "high"
        }
        } // stubble
    }

    @exclusivity(unchecked) var _isWarm: (() -> Bool)? = nil // stubble
    func isWarm() -> Bool {
        if let _isWarm { _isWarm() } else { // stubble
        if target > 18 { true } else { false }
        } // stubble
    }

    @exclusivity(unchecked) var _ratio: (() -> Double)? = nil // stubble
    func ratio() -> Double {/*stubble:*/ if let _ratio { _ratio() } else {/*:stubble*/ 0.5 /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) var _unimplemented: (() -> Int)? = nil // stubble
    func unimplemented() -> Int {
        if let _unimplemented { _unimplemented() } else { // stubble
        fatalError("not yet")
        } // stubble
    }

    @exclusivity(unchecked) var _branches: ((Bool) -> Int)? = nil // stubble
    func branches(_ flag: Bool) -> Int {
        if let _branches { return _branches(flag) } // stubble
        if flag { return 1 } else { return 2 }
    }

    @exclusivity(unchecked) var _reset: (() -> Void)? = nil // stubble
    func reset() {/*stubble:*/ if let _reset { return _reset() };/*:stubble*/ target = 20 }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["target": self._target as Any], displayStyle: .class) } // stubble
}
extension Thermostat: CustomReflectable {} // stubble
