// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, iuoFuncs (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol IUOFunc {
    func f(x: Int!) -> Int!
    subscript(i: Int!) -> Int! { get }
}
