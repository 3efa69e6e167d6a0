// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_IdentifierTypeTests.swift, genericMethodWithDictionaryIdentifierTypeAndUnconstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key, Value>(parameter: Dictionary<Key, Value>) -> Dictionary<Key, Value>
}
