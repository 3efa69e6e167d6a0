// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MetatypeTests.swift, genericMethodWithGenericTypeMetatypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Value.Type) -> Value.Type where Value: Sendable, Value: Comparable & Hashable
}
