@main struct Runtime {
    static func main() {
        let p = Point(x: 1, y: 2)
        print(p.distance(to: Point(x: 0, y: 0)), p.isOrigin, p == Point(x: 1, y: 2))
        var calls = 0
        p._distance = { _ in calls += 1; return 99 }
        p._getIsOrigin = { true }
        print(p.distance(to: Point(x: 0, y: 0)), p.isOrigin, calls, p == Point(x: 1, y: 2))
        p._distance = nil
        print(p.distance(to: Point(x: 0, y: 0)))
    }
}
