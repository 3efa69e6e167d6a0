// Input from Mockolo Tests/TestVars/FixtureNonSimpleVars.swift, iuoVars (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol IUOVar {
    var a: Int! { get }
    var b: Int! { get set }
}
