// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_SendableConformanceTests.swift, defaultSendableConformance (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency: Sendable {}
