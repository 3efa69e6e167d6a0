@main struct Runtime {
    static func main() {
        let shelf = Shelf([1, 2, 3])
        print(shelf.total(), shelf.scaled(by: 2))
        shelf._total = { 42 }
        shelf._scaled = { f in [f] }
        print(shelf.total(), shelf.scaled(by: 2))
        shelf._total = nil
        print(shelf.total())
    }
}
