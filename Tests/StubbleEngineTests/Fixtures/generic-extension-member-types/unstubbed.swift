@main struct Unstubbed {
    static func main() {
        let shelf = Shelf(["ab", "abc"])
        print(shelf.firstStart() != nil, shelf.longest() ?? "-", shelf.isValid("x".startIndex, in: "x"))
    }
}
