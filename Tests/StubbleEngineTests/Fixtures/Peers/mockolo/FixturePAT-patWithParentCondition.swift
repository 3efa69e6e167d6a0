// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patWithParentCondition (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol Foo where T: Equatable {
    associatedtype T
}

/// @mockable(typealias: T = Int)
protocol Bar where T: Equatable {
    associatedtype T
}

/// @mockable(typealias: U = Int)
protocol Baz where T: Equatable {
    associatedtype T
    associatedtype U
}

/// @mockable
protocol Qux where T: Collection {
    associatedtype T = Int
}
