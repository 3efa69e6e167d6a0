// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, inoutParams (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol Foo {
    func hash(into hasher: inout Hasher)
    func bar(lhs: inout String, rhs: inout Int)
}
