// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patWithConditions (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol Foo {
    associatedtype T: StringProtocol, Sendable
}

/// @mockable(typealias: T = String)
public protocol Bar {
    associatedtype T: StringProtocol, Sendable
}

/// @mockable
public protocol Baz {
    associatedtype T where T: StringProtocol, T: Sendable
}
