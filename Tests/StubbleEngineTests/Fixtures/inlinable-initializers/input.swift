/// An `@inlinable` initializer is inlined into clients, and it initializes each stored property through
/// the init accessor its stubs need: that accessor is `@inlinable` where the property is public or
/// `@usableFromInline`. An internal property with an initial value (an optional `var` has nil) is
/// initialized through it too, and its accessor cannot be `@inlinable`: it is skipped ('history', 'tag').
/// A class's inlinable convenience initializer delegates: 'peak' (private setter) is stubbed.
// @Stubbable
public struct Counter {
    public var count: Int
    @usableFromInline var step: Int
    public var label: String = "counter"
    public var note: String?
    var history: [Int] = []
    var tag: String?

    @inlinable
    public init(count: Int, step: Int = 1) {
        self.count = count
        self.step = step
    }

    public mutating func advance() -> Int {
        count += step
        return count
    }
}

// @Stubbable
public final class Gauge {
    public var level: Double
    public private(set) var peak: Double

    @inlinable
    public convenience init() {
        self.init(level: 0)
    }

    public init(level: Double) {
        self.level = level
        self.peak = level
    }
}
