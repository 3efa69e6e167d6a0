// An actor's stored property is stubbed through an actor-isolated computed property: one that a
// synchronous initializer assigns, or a nonisolated member reads, stays as it is (with a hint saying why).
// A @MainActor class's nonisolated members keep their isolation.
// @Stubbable
actor Store {
    var items: [Int] = []
    let name: String
    var hits: Int = 0

    init(name: String) {
        self.name = name
        items = [1]
    }

    nonisolated func label() -> String {
        "store " + name
    }

    func add(_ i: Int) -> Int {
        items.append(i)
        hits += 1
        return items.count
    }
}

// @Stubbable
@MainActor final class Screen {
    var title: String = "home"
    nonisolated let id: Int = 1

    nonisolated func describe() -> String {
        "screen \(id)"
    }

    func show() -> String {
        title
    }
}
