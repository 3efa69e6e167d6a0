// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_AssociatedTypeTests.swift, protocolAssociatedTypeInheritanceWithMultipleInheritedTypes (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    associatedtype A: Hashable, Identifiable
    associatedtype B: Comparable, Equatable, RawRepresentable
}
