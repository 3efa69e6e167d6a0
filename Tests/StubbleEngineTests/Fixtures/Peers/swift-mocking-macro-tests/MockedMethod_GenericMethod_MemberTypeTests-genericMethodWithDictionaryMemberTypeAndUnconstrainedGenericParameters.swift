// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MemberTypeTests.swift, genericMethodWithDictionaryMemberTypeAndUnconstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key, Value>(parameter: Swift.Dictionary<Key, Value>) -> Swift.Dictionary<Key, Value>
}
