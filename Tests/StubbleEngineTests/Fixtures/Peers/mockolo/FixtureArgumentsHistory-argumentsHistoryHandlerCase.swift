// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryHandlerCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc(handler: () -> Int)
    func barFunc(val: Int, handler: (String) -> Void)
}
