// `spy: true` on every kind of type, written by hand and expanded by "fix everything". Records are declared
// like the hooks: a struct keeps them in its box (copies share them, as they share hooks), an actor's and a
// Sendable class's are `nonisolated(unsafe)` like their hooks, a @MainActor class's are main-actor isolated.
// @Stubbable(spy: true)
struct Ruler {
    var length: Int
    func measure(from start: Int, to end: Int) -> Int { end - start }
    func scale(_ factor: Int) -> Int { length * factor }
}

// @Stubbable(spy: true)
actor Ledger {
    var total = 0
    func add(_ amount: Int) -> Int {
        total += amount
        return total
    }
}

// @Stubbable(spy: true)
@MainActor
final class ViewModel {
    func refresh(page: Int) async -> Int { page + 1 }
}

// @Stubbable(spy: true)
final class Settings: Sendable {
    func theme(for user: String) -> String { "light" }
}

// @Stubbable(spy: true)
final class Cache<Value> {
    var stored: [String: Value] = [:]
    func put(_ value: Value, for key: String) { stored[key] = value }
    func get(_ key: String) -> Value? { stored[key] }
}

// @Stubbable(spy: true)
class Animal {
    func sound() -> String { "..." }
}

// @Stubbable(spy: true)
final class Dog: Animal {
    override func sound() -> String { "woof" }
    func fetch(_ toy: String) -> String { toy }
}
