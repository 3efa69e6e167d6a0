// Input from Mockolo Tests/TestPATs/FixturePAT.swift, patNameCollision (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Foo {
    associatedtype T = Int
}

protocol Bar {
    associatedtype T: StringProtocol
}

/// @mockable
protocol Baz: Foo, Bar {
}

protocol Animal {
    associatedtype T: Identifiable & Sendable where T.ID == String
}

/// @mockable
protocol Dog: Bar, Animal {
}

/// @mockable
protocol Cat: Bar where T: Identifiable & Sendable, T.ID == String {
}
