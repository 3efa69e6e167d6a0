import Foundation

// Once fix has expanded every attribute of Stubble's macro package in place, nothing needs the package:
// its import goes too.
// @Stubbable
final class Clock {
    @exclusivity(unchecked) var _now: (() -> Date)? = nil // stubble
    func now() -> Date {
        if let _now { _now() } else { // stubble
        Date()
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Clock: CustomReflectable {} // stubble

final class Alarm {
    @exclusivity(unchecked) var _getSnoozes: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSnoozes: ((Int) -> Void)? = nil // stubble
    var snoozes: Int { // stubble
        @storageRestrictions(initializes: _snoozes) init { _snoozes = newValue } // stubble
        get { if let _getSnoozes { return _getSnoozes() }; return _snoozes } // stubble
        set { if let _setSnoozes { _setSnoozes(newValue) } else { _snoozes = newValue } } // stubble
        _modify { if _getSnoozes == nil && _setSnoozes == nil { yield &_snoozes } else { var _stubbleValue = snoozes; yield &_stubbleValue; snoozes = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _snoozes: Int = 0
    nonisolated var customMirror: Mirror { Mirror(self, children: ["snoozes": self._snoozes as Any], displayStyle: .class) } // stubble
}
extension Alarm: CustomReflectable {} // stubble
