// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patOverride (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable(typealias: T = Any; U = Hashable & Codable; R = (String, Int); S = AnyObject)
protocol Foo {
    associatedtype T
    associatedtype U
    associatedtype R
    associatedtype S
}
