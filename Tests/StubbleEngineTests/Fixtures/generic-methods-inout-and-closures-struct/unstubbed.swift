@main struct Unstubbed {
    static func main() {
        var slots = Slots(items: [1, 2])
        print(slots.withFirst { (x: inout Int) -> Int in x += 10; return x } ?? -1, slots.items)
        print(slots.withFirst { (x: inout Int) -> String in "\(x)" } ?? "nil")
        var empty = Slots<Int>(items: [])
        let count: Int = empty.update(default: 5) { $0.items.count }
        print(count, empty.items)
    }
}
