// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, returnSelfFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol NonSimpleFuncs {
    @discardableResult
    func returnSelf() -> Self
}
