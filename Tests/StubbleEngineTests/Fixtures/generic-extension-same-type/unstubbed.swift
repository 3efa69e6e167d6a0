@main struct Unstubbed {
    static func main() {
        let shelf = Shelf([1, 2, 3])
        print(shelf.total(), shelf.scaled(by: 2))
    }
}
