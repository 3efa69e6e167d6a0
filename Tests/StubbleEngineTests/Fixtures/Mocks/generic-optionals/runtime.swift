@main struct Driver {
    static func main() {
        let cache = OptionalCacheMock()
        cache._store = { value, _ in value }
        let stored: Int? = cache.store(Optional(3), forKey: "k")
        check(stored == 3, "hook")
        let missing: Int? = cache.store(Optional<Int>.none, forKey: "k")
        check(missing == nil && cache.storeInvocations.count == 2, "nil recorded")
        cache["a"] = Optional(5)
        check(cache.subscriptSetCallCount == 1, "subscript")
        print("generic-optionals: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
