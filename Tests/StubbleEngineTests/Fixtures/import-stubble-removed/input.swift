import Foundation
import Stubble

// Once fix has expanded every attribute of Stubble's macro package in place, nothing needs the package:
// its import goes too.
@Stubbable
final class Clock {
    func now() -> Date {
        Date()
    }
}

final class Alarm {
    @StubbableProperty
    var snoozes = 0
}
