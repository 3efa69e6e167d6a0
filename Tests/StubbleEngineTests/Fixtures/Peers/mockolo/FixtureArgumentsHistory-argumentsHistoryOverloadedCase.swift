// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryOverloadedCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc()
    func fooFunc(val1: Int)
    func fooFunc(val1: String)
    func fooFunc(val2: Int)
}
