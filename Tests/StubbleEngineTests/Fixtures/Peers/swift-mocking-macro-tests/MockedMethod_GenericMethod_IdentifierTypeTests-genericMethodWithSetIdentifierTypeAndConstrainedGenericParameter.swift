// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithSetIdentifierTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Set<Value>) -> Set<Value> where Value: Sendable, Value: Comparable & Hashable
}
