// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_AssociatedTypeTests.swift, protocolAssociatedTypeInheritanceWithOneInheritedType (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    associatedtype A: Hashable
    associatedtype B: Identifiable
}
