// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_CompilationConditionTests.swift, swiftMockingEnabledCompilationCondition (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {}
