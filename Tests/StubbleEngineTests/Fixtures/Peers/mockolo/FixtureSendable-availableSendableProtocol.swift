// Input from Mockolo Tests/TestSendable/FixtureSendable.swift, availableSendableProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
@available(macOS 99.0, *)
struct Bar {}

/// @mockable
@available(macOS 99.0, *)
protocol Foo: Sendable {
    func bar() -> Bar
}
