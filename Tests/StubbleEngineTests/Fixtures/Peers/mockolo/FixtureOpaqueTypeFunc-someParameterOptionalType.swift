// Input from Mockolo Tests/TestFuncs/TestOpaqueTypeFuncs/FixtureOpaqueTypeFunc.swift, someParameterOptionalType (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol OpaqueTypeProtocol {
    func nonOptional(_ type: some Error) -> Int
    func optional(_ type: (some Error)?)
}
