// The test a user writes first, for each kind of type: a hook that counts calls in a local `var`. Hooks
// are @Sendable only on an actor and on a type that declares Sendable; there a test counts in a Mutex.
// @Stubbable
final class Clock {
    func now() -> Int { 1 }
    func tick() async -> Int { 2 }
}

// @Stubbable
struct Ruler {
    var length: Int
    func measure() -> Int { length }
    func measureLater() async -> Int { length }
}

// Its instance hooks are static (a BitwiseCopyable struct holds no box): set once for every value.
// @Stubbable
struct Vector: BitwiseCopyable, Sendable {
    var dx: Int
    func length() -> Int { dx }
    func lengthLater() async -> Int { dx }
}

// @Stubbable
class Animal {
    func sound() -> String { "..." }
}

// @Stubbable
final class Dog: Animal {
    override func sound() -> String { "woof" }
    func fetch() async throws -> String { "ball" }
}

// @Stubbable
@MainActor
final class ViewModel {
    var title: String = "home"
    func refresh() async -> Int { 3 }
}

// @Stubbable
actor Ledger {
    var total = 0
    func add(_ amount: Int) -> Int {
        total += amount
        return total
    }
}

// @Stubbable
final class Settings: Sendable {
    func theme() -> String { "light" }
}
