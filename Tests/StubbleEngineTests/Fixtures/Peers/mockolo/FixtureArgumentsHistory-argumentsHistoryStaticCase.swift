// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryStaticCase (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    static func fooFunc(val: Int)
}
