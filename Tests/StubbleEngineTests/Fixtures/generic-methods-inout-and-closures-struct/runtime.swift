@main struct Runtime {
    static func main() {
        var slots = Slots(items: [1, 2])
        print(slots.withFirst { (x: inout Int) -> Int in x += 10; return x } ?? -1, slots.items)
        slots._withFirst = { (body: (inout Int) throws -> String) -> String? in "stub" }
        print(slots.withFirst { (x: inout Int) -> String in "\(x)" } ?? "nil", slots.items)
        slots._withFirst = nil
        print(slots.withFirst { (x: inout Int) -> String in "\(x)" } ?? "nil")
    }
}
