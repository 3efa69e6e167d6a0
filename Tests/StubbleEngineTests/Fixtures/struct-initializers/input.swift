// A struct's initializer gets a type-level hook with the initializer's function type, returning the
// struct; its body starts by handing back the hook's value (`self = hook(…)`). Hooks are named like an
// overload's, by their labels (`_initXY`, `_initPolar`; `init()` → `_init`; `init(_ value: Double)` →
// `_initDouble`). `init?` gets a hook returning `Point?` (nil fails), `throws`/`async`/typed throws carry
// over, a delegating `self.init(…)` and an initializer in an extension get theirs too. The instance hooks'
// box is a `var`: `self = …` would initialize a `let` box twice. A class's initializer cannot hand back
// another instance: skipped, with a hint that says to stub a factory method.
// @Stubbable
struct Point: Equatable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(polar radius: Double) {
        if radius < 0 { return nil }
        self.init(x: radius, y: 0)
    }

    init() { self.init(x: 0, y: 0) }

    init(_ value: Double) throws {
        if value.isNaN { throw PointError.notANumber }
        self.init(x: value, y: value)
    }

    func sum() -> Double { x + y }
}

enum PointError: Error { case notANumber, tooFar }

// @Stubbable
extension Point {
    init(parsing text: String) async throws(PointError) {
        guard let value = Double(text) else { throw .notANumber }
        self.init(x: value, y: value)
    }
}

// @Stubbable
final class Counter {
    var start: Int
    init(start: Int) { self.start = start }
    func next() -> Int { start + 1 }
}
