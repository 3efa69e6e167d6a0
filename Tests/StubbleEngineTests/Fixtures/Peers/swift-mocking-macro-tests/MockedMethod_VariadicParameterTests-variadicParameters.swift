// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMethodMacro/MockedMethod_VariadicParameterTests.swift, variadicParameters (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method(strings: String..., integers: Int...)
}
