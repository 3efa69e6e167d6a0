// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patWithSameTypeConstraint (inputs only; see NOTICE.md and LICENSE in this folder).
public protocol Foo {
    associatedtype Value
}

/// @mockable
public protocol NarrowFoo: Foo where Value == Int {}

/// @mockable
public protocol NarrowFooSwapped: Foo where Int == Value {}
