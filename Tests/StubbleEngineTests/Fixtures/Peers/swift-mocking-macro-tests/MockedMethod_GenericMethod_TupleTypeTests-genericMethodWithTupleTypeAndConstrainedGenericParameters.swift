// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_TupleTypeTests.swift, genericMethodWithTupleTypeAndConstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value1: Equatable, Value2: Hashable>(parameter: (Value1, Value2)) -> (Value1, Value2) where Value1: Sendable, Value2: Comparable
}
