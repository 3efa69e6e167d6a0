@main struct Runtime {
    static func main() {
        let b = Box(value: 3)
        print(b)
        print(Mirror(reflecting: b).children.map { $0.label ?? "-" })
        print(Box<Int>.made)
        Box<Int>._getMade = { 5 }
        print(Box<Int>.made)
        b._describe = { "hooked" }
        print(b.describe())
        print(Point(x: 1, y: 2))
    }
}
