@main
struct Main {
    static func main() {
        let a = Money(cents: 100), b = Money(cents: 250)
        print(a == b, a < b, [b, a].sorted().map(\.cents), (a + b).cents, (a + 5).cents, (-a).cents)
        var c = a
        c += b
        print(c.cents, Set([a, a, b]).count)
        print(a == b, a < b, [a, b].sorted().map(\.cents), (a + b).cents, (a + 5).cents, (-a).cents)
        c += b
        print(c.cents, [a, b].contains(Money(cents: 7)))
        print(a == b, a < b)
        let v1 = Version(major: 1), v2 = Version(major: 2)
        print(v1 == v2, v1 <~> v2)
        print(v1 == v2, v1 <~> v2)
        let t = Tagged<Int, String>(value: "a")
        print(t == Tagged(value: "b"))
        print(t == Tagged(value: "b"))
    }
}
