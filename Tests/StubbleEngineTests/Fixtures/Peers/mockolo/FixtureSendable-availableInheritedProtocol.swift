// Input from Mockolo Tests/TestSendable/FixtureSendable.swift, availableInheritedProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
@available(macOS 100.0, *)
struct Bar {}

@available(macOS 90.0, *)
protocol Foo {
}

/// @mockable
@available(macOS 100.0, *)
protocol Foo2: Foo {
    var bar: Bar { get set }
}
