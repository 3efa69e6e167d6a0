// Input from Mockolo Tests/TestArgumentsHistory/FixtureArgumentsHistory.swift, argumentsHistoryWithAnnotation (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable(history: fooFunc = true; bazFunc = true)
protocol Foo {
    func fooFunc(val: Int)
    func barFunc(for: [Int])
    func bazFunc(arg: String, default: Float)
}
