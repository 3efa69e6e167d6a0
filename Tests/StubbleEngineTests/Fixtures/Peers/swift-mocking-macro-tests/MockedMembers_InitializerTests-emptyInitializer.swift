// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMembersMacro/MockedMembers_InitializerTests.swift, emptyInitializer (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    init() {
    }
}
