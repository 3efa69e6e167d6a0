// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithArrayIdentifierTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Array<Value>) -> Array<Value> where Value: Sendable, Value: Comparable & Hashable
}
