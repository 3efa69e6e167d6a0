import Synchronization

/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func countInALocalVar() async throws {
    var calls = 0
    let clock = Clock()
    clock._now = { calls += 1; return 10 }
    clock._tick = { calls += 1; return 20 }
    print(clock.now(), await clock.tick(), calls)

    let ruler = Ruler(length: 5)
    ruler._measure = { calls += 1; return 50 }
    ruler._measureLater = { calls += 1; return 60 }
    print(ruler.measure(), await ruler.measureLater(), calls)

    let vector = Vector(dx: 7)
    Vector._length = { calls += 1; return 70 }
    Vector._lengthLater = { calls += 1; return 80 }
    print(vector.length(), await vector.lengthLater(), calls)
    Vector._resetStaticStubs()
    print(vector.length(), calls)

    let dog = Dog()
    dog._soundDog = { calls += 1; return "arf" }
    dog._fetch = { calls += 1; return "stick" }
    print(dog.sound(), try await dog.fetch(), calls)
    dog._soundDog = nil
    print(dog.sound(), calls)
}

@MainActor func countOnTheMainActor() async {
    var calls = 0
    let model = ViewModel()
    model._refresh = { calls += 1; return 30 }
    model._getTitle = { calls += 1; return "stubbed" }
    print(await model.refresh(), model.title, calls)
}

/// An actor's and a Sendable type's hooks are @Sendable: count in a Mutex.
func countInAMutex() async {
    let calls = Mutex(0)
    let ledger = Ledger()
    ledger._add = { _ in calls.withLock { $0 += 1 }; return -1 }
    let settings = Settings()
    settings._theme = { calls.withLock { $0 += 1 }; return "dark" }
    print(await ledger.add(5), settings.theme(), calls.withLock { $0 })
    ledger._add = nil
    print(await ledger.add(5), await ledger.add(1))
}

@main struct Runtime {
    static func main() async throws {
        try await countInALocalVar()
        await countOnTheMainActor()
        await countInAMutex()
    }
}
