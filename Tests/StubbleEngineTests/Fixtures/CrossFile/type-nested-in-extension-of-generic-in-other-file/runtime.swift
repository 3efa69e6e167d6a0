@main struct Runtime {
    static func main() {
        let box = Box(items: [1, 2, 3])
        print(Box<Int>.Elements.Slice(base: box).count)
        let empty = Box<Int>.Elements.Slice(base: Box(items: []))
        Box<Int>.Elements.Slice._initBase = { _ in empty }
        print(Box<Int>.Elements.Slice(base: box).count, Box<String>.Elements.Slice(base: Box(items: ["a"])).count)
        Box<Int>.Elements.Slice._resetStaticStubs()
        print(Box<Int>.Elements.Slice(base: box).count)
    }
}
