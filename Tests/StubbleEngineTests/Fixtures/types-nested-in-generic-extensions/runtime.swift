@main struct Runtime {
    static func main() {
        let w = Wrapper(base: [10, 20, 30])
        print(Array(w), Wrapper<[Int]>.Index.first().offset)
        Wrapper<[Int]>.Index._first = { Wrapper<[Int]>.Index(offset: 1) }
        print(Array(w), Wrapper<[Int]>.Index.first().offset, Wrapper<String>.Index.first().offset)
        Wrapper<[Int]>.Index._first = nil
        print(Array(w), Wrapper<[Int]>.Index.first().offset)
    }
}
