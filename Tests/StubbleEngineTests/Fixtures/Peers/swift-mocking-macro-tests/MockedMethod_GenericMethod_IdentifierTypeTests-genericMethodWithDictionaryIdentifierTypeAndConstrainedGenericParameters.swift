// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithDictionaryIdentifierTypeAndConstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key: Hashable, Value: Equatable>(parameter: Dictionary<Key, Value>) -> Dictionary<Key, Value> where Key: Sendable, Value: Comparable & Hashable
}
