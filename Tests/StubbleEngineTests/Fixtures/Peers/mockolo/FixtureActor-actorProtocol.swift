// Input from Mockolo Tests/TestActor/FixtureActor.swift, actorProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo: Actor {
    func foo(arg: String) async -> Result<String, Error>
    var bar: Int { get }
}
