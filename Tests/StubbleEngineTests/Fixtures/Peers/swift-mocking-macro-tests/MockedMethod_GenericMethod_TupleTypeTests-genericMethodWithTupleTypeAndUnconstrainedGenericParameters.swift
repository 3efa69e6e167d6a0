// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_TupleTypeTests.swift, genericMethodWithTupleTypeAndUnconstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value1, Value2>(parameter: (Value1, Value2)) -> (Value1, Value2)
}
