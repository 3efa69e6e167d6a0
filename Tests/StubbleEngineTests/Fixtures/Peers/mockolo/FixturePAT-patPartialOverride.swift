// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patPartialOverride (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable(typealias: U = [Any])
protocol Foo {
    associatedtype T
    associatedtype U: Collection where U.Element == T
}
