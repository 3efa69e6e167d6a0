// Input from Mockolo Tests/TestActor/FixtureActor.swift, parentProtocolInheritsActor (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Bar: Actor {
    var bar: Int { get }
}

/// @mockable
protocol Foo: Bar {
    func baz(arg: String) async -> Int
}
