// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_InitializerTests.swift, initConformance (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    init(parameter: Int)
    init(parameters: Int...)
    init(parameter1: Int, parameter2: Int)
}
