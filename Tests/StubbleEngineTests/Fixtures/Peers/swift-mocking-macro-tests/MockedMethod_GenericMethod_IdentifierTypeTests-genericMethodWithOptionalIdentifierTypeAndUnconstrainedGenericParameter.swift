// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithOptionalIdentifierTypeAndUnconstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value>(parameter: Optional<Value>) -> Optional<Value>
}
