@main struct Driver {
    static func main() {
        let cache = AssociatedTypesCacheMock<String, Int, [String]>()
        cache._value = { key in key.count }
        check(cache.value(for: "abc") == 3, "hook with generic parameters")
        cache.store(1, for: "a")
        check(cache.storeLastInvocation?.key == "a" && cache.storeLastInvocation?.value == 1, "record")
        cache._allKeys = ["a"]
        check(cache.allKeys == ["a"], "associated-type property")
        func use<C: AssociatedTypesCache<String, Int>>(_ c: C) -> Int? { c.value(for: "xy") }
        check(use(cache) == 2, "primary associated types")
        print("associated-types: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
