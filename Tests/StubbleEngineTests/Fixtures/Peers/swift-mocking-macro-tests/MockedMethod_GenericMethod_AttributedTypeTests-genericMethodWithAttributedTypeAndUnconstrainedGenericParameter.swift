// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_AttributedTypeTests.swift, genericMethodWithAttributedTypeAndUnconstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value>(parameter: inout Value)
}
