@main struct Unstubbed {
    static func main() {
        let a = Point(x: 3, y: 4)
        var b = a                  // a copy: its fields are its own, its hooks box is a's
        b.x = 30
        print("a.x after b.x = 30: \(a.x)")

        let c = Point(x: a.x, y: a.y)
        print(c.x, c.y, b.x, b.y)
    }
}
