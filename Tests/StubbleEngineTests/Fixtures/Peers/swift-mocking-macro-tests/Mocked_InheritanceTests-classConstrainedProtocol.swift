// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_InheritanceTests.swift, classConstrainedProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency: AnyObject {}
