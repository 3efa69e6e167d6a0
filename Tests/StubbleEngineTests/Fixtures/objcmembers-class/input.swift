// fixture-options: typecheck-objc-interop
// `@objcMembers` makes every member that Objective-C can represent `@objc`, hooks of representable
// closure types included (as blocks); tests set them from Swift all the same.
import Foundation

/*|*/@objcMembers
final class Schedule: NSObject {
    var days: [String] = []
    var startHour: Int = 8

    func isActive(on day: String) -> Bool {
        days.contains(day)
    }

    func shift(by hours: Int) {
        startHour += hours
    }
}
