// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_GenericMethod_MetatypeTests.swift, genericMethodWithOpaqueTypeMetatypeWithMultipleConstraints (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method(parameter: (some Equatable & Sendable & Comparable).Type)
}
