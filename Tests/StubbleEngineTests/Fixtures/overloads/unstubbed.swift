@main struct Unstubbed {
    static func main() {
        let f = Finder()
        print(f.find(id: 1), f.find(name: "x"), f.find(2.5))
    }
}
