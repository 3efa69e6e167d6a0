// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, genericOptionalType (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol GenericProtocol {
    func nonOptional<T>() -> T
    func optional<T>() -> T?
}
