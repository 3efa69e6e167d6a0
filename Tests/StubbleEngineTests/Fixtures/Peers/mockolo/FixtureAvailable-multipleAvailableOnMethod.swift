// Input from Mockolo Tests/TestAvailable/FixtureAvailable.swift, multipleAvailableOnMethod (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo {
    @available(*, noasync)
    @available(*, deprecated, message: "Use async version")
    func bar() -> String

    @available(*, noasync)
    @discardableResult
    func string(for key: String) -> Result<String, Error>
}
