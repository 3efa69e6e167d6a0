import Synchronization

/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func test() async {
    // A struct: records live in its box, so a copy records into the same place (as it shares hooks).
    let ruler = Ruler(length: 5)
    let copy = ruler
    print(ruler.measure(from: 1, to: 4), copy.scale(2))
    print(ruler.measureInvocations == [Ruler.MeasureInvocation(start: 1, end: 4)], ruler.scaleCallCount, ruler.scaleLastInvocation ?? -1)
    var calls = 0
    ruler._scale = { calls += 1; return $0 * 100 }
    print(copy.scale(3), calls, copy.scaleCallCount, ruler.scaleInvocations)
    copy.resetMock()
    print(ruler.scale(3), ruler.scaleCallCount, ruler.measureCallCount)

    // An actor: records are read without `await`, like its hooks; its hooks are @Sendable.
    let ledger = Ledger()
    print(await ledger.add(5), await ledger.add(2), ledger.addCallCount, ledger.addInvocations)
    let seen = Mutex(0)
    ledger._add = { amount in seen.withLock { $0 += amount }; return -1 }
    print(await ledger.add(10), seen.withLock { $0 }, ledger.addLastInvocation ?? -1)
    ledger.resetMock()
    print(await ledger.add(1), ledger.addCallCount)

    // A Sendable class.
    let settings = Settings()
    print(settings.theme(for: "ann"), settings.theme(for: "bob"), settings.themeInvocations)

    // A generic class: a record of a non-Equatable type parameter is kept, compared field by field.
    let cache = Cache<Int>()
    cache.put(7, for: "a")
    print(cache.get("a") ?? -1, cache.get("b") ?? -1, cache.putLastInvocation.map { "\($0.key)=\($0.value)" } ?? "-", cache.getInvocations)

    // A subclass: its override has its own hook and records; its resetMock() resets its superclass's too.
    let dog = Dog()
    let animal: Animal = dog
    print(animal.sound(), dog.fetch("ball"), dog.soundDogCallCount, dog.soundCallCount, dog.fetchInvocations)
    dog.resetMock()
    print(dog.soundDogCallCount, dog.fetchCallCount, Animal().sound())
}

@MainActor func testOnTheMainActor() async {
    let model = ViewModel()
    print(await model.refresh(page: 1), model.refreshCallCount)
    var calls = 0
    model._refresh = { page in calls += 1; return page * 10 }
    print(await model.refresh(page: 2), calls, model.refreshInvocations)
    model.resetMock()
    print(await model.refresh(page: 3), model.refreshInvocations)
}

@main struct Runtime {
    static func main() async {
        await test()
        await testOnTheMainActor()
    }
}
