// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, getOnlySubscripts (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol GetOnlySubscriptProtocol {
    subscript(key: Int) -> String { get }
    subscript(index: String) -> Int? { get }
}
