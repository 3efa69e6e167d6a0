@main struct Runtime {
    static func main() {
        let f = Finder()
        f._findId = { _ in "stub id" }
        f._findName = { n in "stub \(n)" }
        print(f.find(id: 1), f.find(name: "x"), f.find(2.5))
    }
}
