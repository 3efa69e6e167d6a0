// Input from Mockolo Tests/TestPATs/FixturePAT.swift, simplePat (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Foo {}

/// @mockable(typealias: T = String)
public protocol FooBar: Foo {
    associatedtype T
}
