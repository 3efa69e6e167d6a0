// Input from Mockolo Tests/TestRx/FixtureRxVars.swift, rxVarInherited (inputs only; see NOTICE.md and LICENSE in this folder).
struct SomeKey {}

/// @mockable(rx: all = BehaviorSubject)
public protocol X {
    var myKey: Observable<SomeKey?> { get }
}

/// @mockable
public protocol Y: X {
    func update(with key: SomeKey)
}
