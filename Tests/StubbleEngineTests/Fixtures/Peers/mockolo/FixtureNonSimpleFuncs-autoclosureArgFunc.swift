// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, autoclosureArgFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol NonSimpleFuncs {
    func pass<T>(handler: @autoclosure () -> Int) throws -> T
}
