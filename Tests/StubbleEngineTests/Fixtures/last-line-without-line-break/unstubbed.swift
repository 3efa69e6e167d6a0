@main struct Unstubbed {
    static func main() {
        let b = Box(value: 3)
        print(b)
        dump(b)
        print(Box<Int>.made, b.describe())
        print(Point(x: 1, y: 2))
    }
}
