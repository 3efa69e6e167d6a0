// Parameters that carry isolation or ownership: an `isolated` actor parameter, `@concurrent` and
// `nonisolated(nonsending)` async methods, and noncopyable values taken `consuming` or `borrowing`.
// @Stubbable
actor Worker {
    func run(on other: isolated Worker) -> Int {
        1
    }

    @concurrent func heavy() async -> Int {
        2
    }

    nonisolated(nonsending) func light() async -> Int {
        3
    }
}

struct Token: ~Copyable {
    var id: Int
}

// @Stubbable
final class Taker {
    func take(_ t: consuming Token) -> Int {
        t.id
    }

    func look(_ t: borrowing Token) -> Int {
        t.id
    }

    func make() -> Int {
        Token(id: 1).id
    }
}
