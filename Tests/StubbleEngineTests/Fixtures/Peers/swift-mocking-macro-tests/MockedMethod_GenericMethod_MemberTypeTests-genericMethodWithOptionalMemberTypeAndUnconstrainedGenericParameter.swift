// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MemberTypeTests.swift, genericMethodWithOptionalMemberTypeAndUnconstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value>(parameter: Swift.Optional<Value>) -> Swift.Optional<Value>
}
