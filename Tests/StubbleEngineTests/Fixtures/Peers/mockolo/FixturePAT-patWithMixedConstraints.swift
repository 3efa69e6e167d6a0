// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patWithMixedConstraints (inputs only; see NOTICE.md and LICENSE in this folder).
public protocol Foo {
    associatedtype T
    associatedtype U
}

/// @mockable
public protocol Bar: Foo where T == Int, U: Equatable {}
