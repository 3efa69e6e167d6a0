// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, forArgClosureFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol NonSimpleFuncs {
    func max(for: Int) -> (() -> Void)?
    func maxDo(do: Int) -> (() -> Void)?
    func maxIn(in: Int) -> (() -> Void)?
    func maxSwitch(for switch: Int) -> (() -> Void)?
    func maxExtension(extension: Int) -> (() -> Void)?
}
