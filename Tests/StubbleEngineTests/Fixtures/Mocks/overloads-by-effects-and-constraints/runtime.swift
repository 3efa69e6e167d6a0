struct Named: Identifiable { let id: Int }
struct Kind: IncrementorKind {}

@main struct Driver {
    static func main() async throws {
        let counter = CounterServiceMock()
        await counter.increment()
        try incrementSynchronously(counter)
        check(counter.incrementAsyncCallCount == 1 && counter.incrementThrowingCallCount == 1, "effects")
        counter._describeT = { "identifiable \(($0 as! Named).id)" }
        counter._describeT2 = { "hashable \($0)" }
        check(counter.describe(Named(id: 7)) == "identifiable 7" && counter.describe(3) == "hashable 3", "constraints")
        counter.increment(using: Kind())
        counter.increment(using: Incrementor())
        check(counter.incrementUsingIncrementorCallCount == 1 && counter.incrementUsingIncrementor2CallCount == 1, "generic named like a type")
        print("overloads-by-effects-and-constraints: ok")
    }
}

/// Outside an async context, `increment()` is the throwing overload.
func incrementSynchronously(_ counter: CounterServiceMock) throws {
    try counter.increment()
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
