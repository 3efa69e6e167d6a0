// Input from Mockolo Tests/TestAvailable/FixtureAvailable.swift, deprecatedMembers (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    @available(*, deprecated, message: "Message for bar")
    var bar: String { get set }

    @available(*, deprecated, message: "Message for baz")
    func baz() -> String
}
