// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_DictionaryTypeTests.swift, genericMethodWithDictionaryTypeAndConstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key: Hashable, Value: Equatable>(parameter: [Key: Value]) -> [Key: Value] where Key: Sendable, Value: Comparable & Hashable
}
