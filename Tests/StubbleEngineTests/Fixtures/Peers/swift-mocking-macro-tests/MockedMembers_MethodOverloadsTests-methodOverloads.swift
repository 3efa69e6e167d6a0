// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMembersMacro/MockedMembers_MethodOverloadsTests.swift, methodOverloads (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    func method()
    func method() -> String
}
