// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedMacro/Mocked_AssociatedTypeTests.swift, protocolAssociatedTypeGenericWhereClauses (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency<A> where A: Hashable {
    associatedtype A: Comparable
    associatedtype B: BidirectionalCollection     where B.Element: Equatable, B.Element: Identifiable
    associatedtype C: RandomAccessCollection where C.Element == String
}
