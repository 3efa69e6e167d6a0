// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, genericClosureNeedsEscaping (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol MyService {
    func otherArgument<T>(value: String, callback closure: (T) async throws -> Void)
    func nesting<T>(closure0: (T) -> Int, closure1: (T) -> Float) -> String
    func asyncThrows<T>(closure: (T) -> Int) async throws -> String
    func escapingArgument<T>(closure0: @escaping @Sendable (T) -> Void, closure1: ((T) -> Void)?)
}
