// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryTupleCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable(history: fooFunc = true)
protocol Foo {
    func fooFunc(val: (Int, String))
    func barFunc(val1: (bar1: Int, String), val2: (bar3: Int, bar4: String))
}
