// Input from Mockolo Tests/TestVars/FixtureSimpleVars.swift, simpleVars (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol SimpleVar {
    var name: Int { get set }
}
