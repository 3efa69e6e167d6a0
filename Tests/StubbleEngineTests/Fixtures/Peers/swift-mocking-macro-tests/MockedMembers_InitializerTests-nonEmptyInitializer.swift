// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMembersMacro/MockedMembers_InitializerTests.swift, nonEmptyInitializer (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    init(parameter: Int) {
    }
}
