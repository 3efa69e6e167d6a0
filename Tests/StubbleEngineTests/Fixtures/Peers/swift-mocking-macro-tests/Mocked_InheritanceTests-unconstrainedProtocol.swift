// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_InheritanceTests.swift, unconstrainedProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {}
