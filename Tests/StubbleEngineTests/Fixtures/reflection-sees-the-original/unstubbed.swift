@main struct Unstubbed {
    static func show<T>(_ value: T) {
        print(value)
        debugPrint(value)
        print("\(value)")
        dump(value)
        print(Mirror(reflecting: value).children.map { $0.label ?? "-" })
    }
    static func main() {
        var p = Point(x: 1, y: 2, label: nil)
        p.moves = 4
        p.level = 12
        show(p)
        print(p == Point(x: 1, y: 2, label: nil))
        show(Pair(first: "a", second: 2))
        show(Geometry.Size())
        let account = Account(owner: "ann")
        account.deposit(5)
        show(account)
        show(Reflected())
        show(Temperature(celsius: 20))
    }
}
