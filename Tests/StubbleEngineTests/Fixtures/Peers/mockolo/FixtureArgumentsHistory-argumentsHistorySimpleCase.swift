// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistorySimpleCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc()
    func barFunc(val: Int)
    func bazFunc(_ val: Int)
    func quxFunc(val: Int) -> String
    func quuxFunc(val1: String, val2: Float)
}
