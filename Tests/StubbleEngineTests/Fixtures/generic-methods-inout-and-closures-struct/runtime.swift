@main struct Runtime {
    static func main() {
        var slots = Slots(items: [1, 2])
        print(slots.withFirst { (x: inout Int) -> Int in x += 10; return x } ?? -1, slots.items)
        slots._withFirst = { (body: (inout Int) throws -> String) -> String? in "stub" }
        print(slots.withFirst { (x: inout Int) -> String in "\(x)" } ?? "nil", slots.items)
        slots._withFirst = nil
        print(slots.withFirst { (x: inout Int) -> String in "\(x)" } ?? "nil")
        var empty = Slots<Int>(items: [])
        let count: Int = empty.update(default: 5) { $0.items.count }
        print(count, empty.items)
        empty._update = { (value: @autoclosure () -> Int, body: (inout Slots<Int>) -> Int) -> Int in value() * 100 }
        let hooked: Int = empty.update(default: 6) { $0.items.count }
        let other: String = empty.update(default: 7) { "\($0.items)" }
        print(hooked, other)
    }
}
