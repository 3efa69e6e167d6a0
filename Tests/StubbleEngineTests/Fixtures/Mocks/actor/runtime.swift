@main struct Driver {
    static func main() async {
        let cache = ActorCacheMock()
        cache._value = { key in key.count }
        check(await cache.value(for: "abc") == 3, "hook set from outside")
        await cache.insert(1, for: "a")
        check(cache.insertLastInvocation?.key == "a", "record read without await")
        cache._count = 2
        check(await cache.count == 2, "property")
        print("actor: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
