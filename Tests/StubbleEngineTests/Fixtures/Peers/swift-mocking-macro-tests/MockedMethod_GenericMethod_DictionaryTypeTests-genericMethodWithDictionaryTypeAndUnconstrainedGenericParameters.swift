// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_DictionaryTypeTests.swift, genericMethodWithDictionaryTypeAndUnconstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key, Value>(parameter: [Key: Value]) -> [Key: Value]
}
