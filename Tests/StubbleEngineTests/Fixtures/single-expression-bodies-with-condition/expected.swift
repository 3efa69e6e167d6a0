enum Level { case low, high }

// With a condition, a single-expression body on lines of its own gets its guard inside `#if DEBUG` and an
// explicit `return` before its expression (an inline piece): without DEBUG the body compiles as written
// but for that keyword. A call of type `Never` cannot be returned, and a body on one line cannot hold an
// `#if`: those keep the guard of the form without a condition, whose hook is a computed `nil` without DEBUG.
func giveUp(_ why: String) -> Never {
    fatalError(why)
}

// @Stubbable(condition: DEBUG)
final class Thermostat {
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getTarget: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setTarget: ((Int) -> Void)? = nil // stubble
    var target: Int { // stubble
        @storageRestrictions(initializes: _target) init { _target = newValue } // stubble
        get { if let _getTarget { return _getTarget() }; return _target } // stubble
        set { if let _setTarget { _setTarget(newValue) } else { _target = newValue } } // stubble
        _modify { if _getTarget == nil && _setTarget == nil { yield &_target } else { var _stubbleValue = target; yield &_stubbleValue; target = _stubbleValue } } // stubble
    } // stubble
    var _target = 20 // stubble
    #else // stubble
    var target = 20
    #endif // stubble

    #if DEBUG // stubble
    @exclusivity(unchecked) var _doubled: (() -> Int)? = nil // stubble
    #endif // stubble
    func doubled() -> Int {
        #if DEBUG // stubble
        if let _doubled { return _doubled() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/target * 2
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _label: ((Level) -> String)? = nil // stubble
    #endif // stubble
    func label(for level: Level) -> String {
        #if DEBUG // stubble
        if let _label { return _label(level) } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/switch level {
        case .low: "low"
        case .high: "high"
        }
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _isWarm: (() -> Bool)? = nil // stubble
    #endif // stubble
    func isWarm() -> Bool {
        #if DEBUG // stubble
        if let _isWarm { return _isWarm() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/if target > 18 { true } else { false }
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _ratio: (() -> Double)? = nil // stubble
    #else // stubble
    var _ratio: (() -> Double)? { nil } // stubble
    #endif // stubble
    func ratio() -> Double {/*stubble:*/ if let _ratio { _ratio() } else {/*:stubble*/ 0.5 /*stubble:*/}/*:stubble*/}

    #if DEBUG // stubble
    @exclusivity(unchecked) var _unimplemented: (() -> Int)? = nil // stubble
    #else // stubble
    var _unimplemented: (() -> Int)? { nil } // stubble
    #endif // stubble
    func unimplemented() -> Int {
        if let _unimplemented { _unimplemented() } else { // stubble
        fatalError("not yet")
        } // stubble
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _notThisYear: (() -> Int)? = nil // stubble
    #else // stubble
    var _notThisYear: (() -> Int)? { nil } // stubble
    #endif // stubble
    func notThisYear() -> Int {
        if let _notThisYear { _notThisYear() } else { // stubble
        giveUp("later")
        } // stubble
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _getSummary: (() -> String)? = nil // stubble
    #endif // stubble
    var summary: String {
        #if DEBUG // stubble
        if let _getSummary { return _getSummary() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/label(for: .low)
            + String(target)
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _branches: ((Bool) -> Int)? = nil // stubble
    #endif // stubble
    func branches(_ flag: Bool) -> Int {
        #if DEBUG // stubble
        if let _branches { return _branches(flag) } // stubble
        #endif // stubble
        if flag { return 1 } else { return 2 }
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _reset: (() -> Void)? = nil // stubble
    #else // stubble
    var _reset: (() -> Void)? { nil } // stubble
    #endif // stubble
    func reset() {/*stubble:*/ if let _reset { return _reset() };/*:stubble*/ target = 20 }
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["target": self._target as Any], displayStyle: .class) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension Thermostat: CustomReflectable {} // stubble
#endif // stubble
