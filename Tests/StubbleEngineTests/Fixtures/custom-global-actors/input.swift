// A global actor the module declares (`@globalActor actor DataActor`) isolates like the main actor, and the
// rules for `@MainActor` types hold for it: a `nonisolated init` of a `@DataActor` class that assigns a stored
// property keeps that property stored (its stubbing computed property would be DataActor-isolated, which a
// nonisolated initializer cannot assign), and a class's property marked `@DataActor` keeps the attribute on
// the computed property that stubs it (it is not a property wrapper). A struct's stored property isolated by
// its own attribute (`@DataActor`, `@MainActor`) stays stored, with a hint: the computed property that stubs it
// would be isolated, and Swift refuses a struct's memberwise and default initializers that are both
// nonisolated (the box of hooks) and isolated. The previous engine took `@DataActor` for a property wrapper
// (a false hint) and stubbed `count` and `name`, whose output failed to compile ("global actor
// 'DataActor'-isolated property 'count' can not be mutated from a nonisolated context"), as it did the
// struct's `@MainActor var scale` ("memberwise initializer for 'Gauge' cannot be both nonisolated and main
// actor-isolated").

@globalActor actor DataActor {
    static let shared = DataActor()
}

// @Stubbable
@DataActor final class Counter {
    var count: Int
    let name: String
    var step = 1
    nonisolated init(start: Int) {
        self.count = start
        self.name = "counter"
    }
    func bump() -> Int { count += step; return count }
    nonisolated func label() -> String { name }
}

// @Stubbable
final class Panel {
    @DataActor var shown: String = "panel"
    init() {}
    @DataActor func show() -> String { shown }
}

// @Stubbable
struct Gauge {
    @DataActor var level: Int = 4
    @MainActor var scale: Int = 2
    var unit = "cm"
    func describe() -> String { unit }
}
