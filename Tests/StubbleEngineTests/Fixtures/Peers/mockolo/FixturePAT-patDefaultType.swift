// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patDefaultType (inputs only; see NOTICE.md and LICENSE in this folder).
struct MyID: Identifiable {
    var id: Int
}

/// @mockable
protocol Foo {
    associatedtype T
    associatedtype U = String
    associatedtype S: Identifiable, Sendable = MyID where S.ID == Int
}
