// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_InheritanceTests.swift, actorConstrainedProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency: Actor {}
