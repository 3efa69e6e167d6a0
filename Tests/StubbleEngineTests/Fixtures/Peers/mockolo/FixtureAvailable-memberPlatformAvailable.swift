// Input from Mockolo Tests/TestAvailable/FixtureAvailable.swift, memberPlatformAvailable (inputs only; see NOTICE.md and LICENSE in this folder).
@available(macOS 99.0, *)
struct AAA {}

@available(macOS 80.0, *)
struct BBB {}

@available(iOS 99.0, *)
struct CCC {}

/// @mockable
protocol Foo {
    @available(macOS 99.0, *)
    func aaa() -> AAA

    @available(macOS 80.0, *)
    func bbb() -> BBB

    @available(iOS 99.0, *)
    var ccc: CCC { get }
}
