// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_AttributedTypeTests.swift, genericMethodWithAttributedTypeAndConstrainedGenericParameter (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method<Value: Equatable>(parameter: inout Value) where Value: Sendable, Value: Comparable & Hashable
}
