// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_FunctionTypeTests.swift, genericMethodWithFunctionTypeAndConstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Sendable>(parameter: @escaping (String) -> Value) -> (String) -> Value where Value: Equatable
}
