@main struct Runtime {
    static func main() {
        let l = Library()
        l.add("Dune")
        print(l.count(), l.titles(startingWith: "D"))
        l._count = { 99 }
        l._titles = { p in ["stub \(p)"] }
        print(l.count(), l.titles(startingWith: "D"))
    }
}
