@main struct Unstubbed {
    static func main() {
        let l = Library()
        l.add("Dune")
        print(l.count(), l.titles(startingWith: "D"))
        print(l.count(), l.titles(startingWith: "D"))
    }
}
