@main struct Driver {
    static func main() async {
        let store = SendableStoreMock()
        store._load = { key in key.count }
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask {
                    _ = store.load(key: "k\(i)")
                    try? await store.save(key: "a", value: i)
                    store.name = "n\(i)"
                    _ = store.name
                    _ = SendableStoreMock.make()
                }
                group.addTask {
                    _ = store.loadCallCount
                    _ = store.saveLastInvocation
                    store._save = { _, _ in }
                }
            }
        }
        check(store.loadCallCount == 200, "every load recorded")
        check(store.saveCallCount == 200 && store.saveInvocations.count == 200, "every save recorded")
        check(store.nameSetCallCount == 200 && store.nameGetCallCount == 200, "property records")
        check(SendableStoreMock.makeCallCount == 200, "static records")
        check(Set(store.saveInvocations.map(\.value)) == Set(0..<200), "arguments recorded")
        print("sendable: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
