import Synchronization

/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func countInALocalVar() async throws {
    var calls = 0
    let clock = Clock()
    print(clock.now(), await clock.tick(), calls)

    let ruler = Ruler(length: 5)
    print(ruler.measure(), await ruler.measureLater(), calls)

    let vector = Vector(dx: 7)
    print(vector.length(), await vector.lengthLater(), calls)

    let dog = Dog()
    print(dog.sound(), try await dog.fetch(), calls)
    print(dog.sound(), calls)
}

@MainActor func countOnTheMainActor() async {
    var calls = 0
    let model = ViewModel()
    print(await model.refresh(), model.title, calls)
}

/// An actor's and a Sendable type's hooks are @Sendable: count in a Mutex.
func countInAMutex() async {
    let calls = Mutex(0)
    let ledger = Ledger()
    let settings = Settings()
    print(await ledger.add(5), settings.theme(), calls.withLock { $0 })
    print(await ledger.add(5), await ledger.add(1))
}

@main struct Unstubbed {
    static func main() async throws {
        try await countInALocalVar()
        await countOnTheMainActor()
        await countInAMutex()
    }
}
