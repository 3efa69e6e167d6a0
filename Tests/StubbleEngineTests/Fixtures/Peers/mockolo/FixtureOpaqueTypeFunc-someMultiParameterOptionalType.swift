// Input from Mockolo Tests/TestFuncs/TestOpaqueTypeFuncs/FixtureOpaqueTypeFunc.swift, someMultiParameterOptionalType (inputs only; see NOTICE.md and LICENSE in this folder).
public protocol Foo {}

/// @mockable
public protocol OpaqueTypeWithMultiTypeProtocol {
    func nonOptional(_ type: some Error) -> Int
    func optional(_ type: ((some (Error & Foo)))?)
    func multiParam(_ typeA: some Error, _ typeB: some Error)
}
