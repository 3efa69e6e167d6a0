/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func test() async {
    let ruler = Ruler(length: 5)
    let copy = ruler
    print(ruler.measure(from: 1, to: 4), copy.scale(2), ruler.scale(3))
    let ledger = Ledger()
    print(await ledger.add(5), await ledger.add(2), await ledger.total)
    let settings = Settings()
    print(settings.theme(for: "ann"))
    let cache = Cache<Int>()
    cache.put(7, for: "a")
    print(cache.get("a") ?? -1, cache.get("b") ?? -1)
    let dog = Dog()
    let animal: Animal = dog
    print(animal.sound(), dog.fetch("ball"), Animal().sound())
}

@MainActor func testOnTheMainActor() async {
    let model = ViewModel()
    print(await model.refresh(page: 1))
}

@main struct Unstubbed {
    static func main() async {
        await test()
        await testOnTheMainActor()
    }
}
