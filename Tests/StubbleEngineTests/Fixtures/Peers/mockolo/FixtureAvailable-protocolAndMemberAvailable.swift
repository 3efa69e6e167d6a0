// Input from Mockolo Tests/TestAvailable/FixtureAvailable.swift, protocolAndMemberAvailable (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
@available(macOS 13.0, *)
protocol Foo {
    func bar() -> String
    @available(*, deprecated, message: "Use bar()")
    func baz() -> String
}
