// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_AccessLevelTests.swift, protocolAccessLevels (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {}
