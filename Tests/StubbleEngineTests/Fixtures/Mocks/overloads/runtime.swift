@main struct Driver {
    static func main() {
        let store = OverloadsStoreMock()
        store._fetchId = { "id \($0)" }
        store._fetchName = { "name \($0)" }
        check(store.fetch(id: 1) == "id 1" && store.fetch(name: "a") == "name a" && store.fetch() == "", "labels")
        store.save(1)
        store.save("s")
        check(store.saveIntInvocations == [1] && store.saveStringInvocations == ["s"], "types")
        store.makeReturningIntReturnValue = 4
        let i: Int = store.make()
        let s: String = store.make()
        check(i == 4 && s == "", "result types")
        print("overloads: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
