// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MemberTypeTests.swift, genericMethodWithSetMemberTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Swift.Set<Value>) -> Swift.Set<Value> where Value: Sendable, Value: Comparable & Hashable
}
