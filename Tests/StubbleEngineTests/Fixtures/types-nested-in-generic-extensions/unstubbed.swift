@main struct Unstubbed {
    static func main() {
        let w = Wrapper(base: [10, 20, 30])
        print(Array(w), Wrapper<[Int]>.Index.first().offset)
    }
}
