// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MemberTypeTests.swift, genericMethodWithOptionalMemberTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: Swift.Optional<Value>) -> Swift.Optional<Value> where Value: Sendable, Value: Comparable & Hashable
}
