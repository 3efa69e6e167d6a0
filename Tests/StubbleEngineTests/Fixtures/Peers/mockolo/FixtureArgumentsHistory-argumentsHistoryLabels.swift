// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryLabels (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func foo(arg0: Int, _ arg1: Double, first throws: String)
    func bar(_: Int, _: Void, _ _: Void)
}
