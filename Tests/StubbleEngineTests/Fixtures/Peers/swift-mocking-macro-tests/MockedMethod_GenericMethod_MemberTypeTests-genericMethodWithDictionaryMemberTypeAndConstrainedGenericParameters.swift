// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MemberTypeTests.swift, genericMethodWithDictionaryMemberTypeAndConstrainedGenericParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Key: Hashable, Value: Equatable>(parameter: Swift.Dictionary<Key, Value>) -> Swift.Dictionary<Key, Value> where Key: Sendable, Value: Comparable & Hashable
}
