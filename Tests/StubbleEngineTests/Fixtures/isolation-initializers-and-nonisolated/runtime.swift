import Synchronization

@main struct Runtime {
    @MainActor static func main() async {
        let store = Store(name: "s")
        let added = Mutex<[Int]>([])
        store._add = { i in added.withLock { $0.append(i) }; return -1 }
        store._label = { "stubbed" }
        print(store.label(), await store.add(5), added.withLock { $0 })
        store._getHits = { 42 }
        print(await store.hits)
        let screen = Screen()
        screen._show = { "stubbed screen" }
        print(screen.show(), screen.describe())
    }
}
