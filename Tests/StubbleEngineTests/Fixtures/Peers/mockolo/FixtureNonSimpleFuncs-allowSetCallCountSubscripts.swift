// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, allowSetCallCountSubscripts (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol AllowSetCallCountSubscriptProtocol {
    subscript(key: Int) -> String { get set }
}
