@main
struct Main {
    static func main() {
        let bound = Raw("SQL", [1, 2]), unbound = Raw(unbound: "U"), plain = Raw("P"), copy = Raw(copy: "C")
        print(bound.sql, bound.binds, unbound.binds, plain.binds, copy.binds, plain.note ?? "nil", unbound.tag ?? "nil")
        print(Point(y: 1).x, Point(x: 2, y: 3).x, Point(both: 4).x)
        bound._getBinds = { [9] }
        bound._getSql = { "hooked" }
        print(bound.sql, bound.binds, unbound.binds)
    }
}
