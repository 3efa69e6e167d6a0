// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MetatypeTests.swift, genericMethodWithGenericTypeMetatypeAndUnconstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value>(parameter: Value.Type) -> Value.Type
}
