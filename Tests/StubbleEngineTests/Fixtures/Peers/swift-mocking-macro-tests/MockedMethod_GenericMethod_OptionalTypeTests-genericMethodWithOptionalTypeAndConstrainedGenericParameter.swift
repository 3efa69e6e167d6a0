// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_OptionalTypeTests.swift, genericMethodWithOptionalTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Value?) -> Value? where Value: Sendable, Value: Comparable & Hashable
}
