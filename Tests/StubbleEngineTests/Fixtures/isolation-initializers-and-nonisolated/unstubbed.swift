@main struct Unstubbed {
    @MainActor static func main() async {
        let store = Store(name: "s")
        print(store.label(), await store.add(2), await store.hits)
        let screen = Screen()
        screen.title = "settings"
        print(screen.describe(), screen.show())
    }
}
