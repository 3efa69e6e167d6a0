// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryInoutCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc(val: inout Int)
    func barFunc(into val: inout Int)
}
