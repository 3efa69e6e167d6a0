// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_InitializerTests.swift, defaultInit (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {}
