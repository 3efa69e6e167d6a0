// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, rethrowsFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol RethrowsFuncs {
    func cat(closure: () throws -> Void) rethrows
}
