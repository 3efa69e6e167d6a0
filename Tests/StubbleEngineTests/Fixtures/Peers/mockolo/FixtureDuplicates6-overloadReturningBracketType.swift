// Input from Mockolo Tests/TestOverloads/FixtureDuplicates6.swift, overloadReturningBracketType (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol P {
    func foo() -> [String]
    func foo() -> [[String]]
}
