// fixture-options: typecheck-objc-interop
// `@objcMembers` makes every member that Objective-C can represent `@objc`, hooks of representable
// closure types included (as blocks); tests set them from Swift all the same.
import Foundation

// @Stubbable
@objcMembers
final class Schedule: NSObject {
    @exclusivity(unchecked) var _getDays: (() -> [String])? = nil // stubble
    @exclusivity(unchecked) var _setDays: (([String]) -> Void)? = nil // stubble
    var days: [String] { // stubble
        @storageRestrictions(initializes: _days) init { _days = newValue } // stubble
        get { if let _getDays { return _getDays() }; return _days } // stubble
        set { if let _setDays { _setDays(newValue) } else { _days = newValue } } // stubble
        _modify { if _getDays == nil && _setDays == nil { yield &_days } else { var _stubbleValue = days; yield &_stubbleValue; days = _stubbleValue } } // stubble
    } // stubble
    var _days: [String] = []
    @exclusivity(unchecked) var _getStartHour: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setStartHour: ((Int) -> Void)? = nil // stubble
    var startHour: Int { // stubble
        @storageRestrictions(initializes: _startHour) init { _startHour = newValue } // stubble
        get { if let _getStartHour { return _getStartHour() }; return _startHour } // stubble
        set { if let _setStartHour { _setStartHour(newValue) } else { _startHour = newValue } } // stubble
        _modify { if _getStartHour == nil && _setStartHour == nil { yield &_startHour } else { var _stubbleValue = startHour; yield &_stubbleValue; startHour = _stubbleValue } } // stubble
    } // stubble
    var _startHour: Int = 8

    @exclusivity(unchecked) var _isActive: ((String) -> Bool)? = nil // stubble
    func isActive(on day: String) -> Bool {
        if let _isActive { _isActive(day) } else { // stubble
        days.contains(day)
        } // stubble
    }

    @exclusivity(unchecked) var _shift: ((Int) -> Void)? = nil // stubble
    func shift(by hours: Int) {
        if let _shift { return _shift(hours) } // stubble
        startHour += hours
    }
}
