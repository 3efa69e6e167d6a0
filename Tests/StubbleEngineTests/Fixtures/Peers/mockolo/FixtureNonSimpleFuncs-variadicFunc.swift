// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, variadicFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol NonSimpleFuncs {
    func bar(_ arg: String, x: Int..., y: [Double]) -> Float?
}
