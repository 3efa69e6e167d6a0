// fixture-options: typecheck-objc-interop
// `@objc` members of an NSObject subclass, as on Apple platforms. Linux has no Objective-C runtime, so
// the test suite typechecks this case with Objective-C interop switched on against a stand-in Foundation
// (the `typecheck-objc-interop` marker): the compiler still checks every @objc rule. Hooks are plain Swift
// stored properties (never `@objc`), `dynamic` stays on the user's declaration, and KVO-style
// `@objc dynamic` properties keep their selector names on the computed property.
import Foundation

/*|*/final class Thermostat: NSObject {
    @objc dynamic var target: Double = 20
    @objc var isOn: Bool = false

    @objc func reading(inFahrenheit: Bool) -> Double {
        inFahrenheit ? target * 9 / 5 + 32 : target
    }

    @objc dynamic func reset() {
        target = 20
    }
}
