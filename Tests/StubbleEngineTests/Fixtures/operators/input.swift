/// Operators get static hooks with readable names (`==` → `_isEqual`, `<` → `_isLess`, `+=` →
/// `_addAssign`, prefix `-` → `_negate`); overloads are told apart by their parameters' types. The operator
/// itself is unchanged, so it still witnesses Equatable and Comparable (a type that declares `==` has no
/// synthesized one to lose), and `Hashable`'s synthesized `hash(into:)` is unchanged.
// @Stubbable
struct Money: Comparable, Hashable {
    var cents: Int

    static func == (lhs: Money, rhs: Money) -> Bool {
        lhs.cents == rhs.cents
    }

    static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }

    static func + (lhs: Money, rhs: Int) -> Money {
        Money(cents: lhs.cents + rhs)
    }

    static func += (lhs: inout Money, rhs: Money) {
        lhs.cents += rhs.cents
    }

    static prefix func - (value: Money) -> Money {
        Money(cents: -value.cents)
    }
}

infix operator <~>: ComparisonPrecedence

// @Stubbable
final class Version: Equatable {
    let major: Int

    init(major: Int) {
        self.major = major
    }

    static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.major == rhs.major
    }

    static func <~> (lhs: Version, rhs: Version) -> Bool {
        abs(lhs.major - rhs.major) <= 1
    }
}

// @Stubbable
struct Tagged<Tag, Value: Equatable>: Equatable {
    var value: Value

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
    }
}

