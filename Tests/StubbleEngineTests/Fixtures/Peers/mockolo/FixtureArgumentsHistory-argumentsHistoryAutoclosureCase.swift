// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryAutoclosureCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc(handler: @autoclosure () -> Int)
}
