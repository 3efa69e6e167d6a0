// Input from Mockolo Tests/TestFuncs/TestOpaqueTypeFuncs/FixtureOpaqueTypeFunc.swift, closureReturningSomeType (inputs only; see NOTICE.md and LICENSE in this folder).
protocol MyAwesomeType {}

/// @mockable
protocol ProtocolReturningOpaqueTypeInClosureProtocol {
    func register(router: @autoclosure @escaping () -> (some MyAwesomeType))
}
