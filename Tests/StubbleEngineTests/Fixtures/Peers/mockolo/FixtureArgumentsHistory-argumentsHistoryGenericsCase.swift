// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryGenericsCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    func fooFunc<T: StringProtocol>(val1: T, val2: T?)
    func barFunc<T: Sequence, U: Collection>(val: T) -> U
}
