// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryEscapingTypealiasHandlerCase (inputs only; see NOTICE.md and LICENSE in this folder).
typealias FooHandler = () -> Int
typealias BarHandler = (String) -> Void

/// @mockable
protocol Foo {
    func fooFunc(handler: @escaping FooHandler)
    func barFunc(val: Int, handler: @escaping BarHandler)
}
