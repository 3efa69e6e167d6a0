// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithArrayIdentifierTypeAndUnconstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value>(parameter: Array<Value>) -> Array<Value>
}
