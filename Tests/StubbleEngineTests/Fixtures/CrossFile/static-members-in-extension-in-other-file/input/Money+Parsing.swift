/*|*/extension Money {
    // Its hook would assign `self = …`, which would initialize twice the box Money keeps its hooks in.
    init(dollars: Int) {
        self.cents = dollars * 100
    }

    static func parse(_ text: String) -> Money? {
        Int(text).map { Money(cents: $0) }
    }

    static var zero: Money { Money(cents: 0) }

    #if DEBUG
    static func debugSample() -> Money {
        Money(cents: 42)
    }
    #endif
}
