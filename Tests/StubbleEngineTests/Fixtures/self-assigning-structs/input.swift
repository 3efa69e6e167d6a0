// A struct with an initializer that assigns `self = …` cannot hold the box its instance hooks would live in
// (a `let` with an initial value, which that initializer would initialize twice). Its instance hooks live
// outside the value instead, as static hooks: `Temperature._fahrenheit` applies to every value (a test
// sets it once and resets it with `_resetStaticStubs()`). The initializer compiles as written, and a
// generic struct keeps them in a table after it, one entry per specialisation (`Pair<Int>._swapped` is not
// `Pair<String>._swapped`). Mutating, borrowing and consuming methods read them as `Self._m`.
// @Stubbable
struct Temperature: Equatable {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(copying other: Temperature) {
        self = other
    }

    func fahrenheit() -> Double {
        celsius * 9 / 5 + 32
    }

    mutating func warm(by delta: Double) {
        celsius += delta
    }

    static func freezing() -> Temperature {
        Temperature(celsius: 0)
    }
}

// @Stubbable
struct Pair<T> {
    var first: T
    var second: T

    init(first: T, second: T) {
        self.first = first
        self.second = second
    }

    init(both: T) {
        self = Pair(first: both, second: both)
    }

    func swapped() -> Pair<T> {
        Pair(first: second, second: first)
    }
}
