@main struct Runtime {
    static func main() async throws {
        print(Point(x: 1, y: 2).sum(), Point(polar: -1) == nil, Point().sum(), try await Point(parsing: "4").sum())
        // The hook's value is what the initializer produces. Build that value before setting the hook: an
        // initializer that delegates to the hooked one would call the hook again.
        let far = Point(x: 10, y: 20)
        var calls = 0
        Point._initXY = { _, _ in calls += 1; return far }
        let p = Point(x: 1, y: 2)
        print(p.x, p.y, calls)
        // A delegating initializer reaches the hooked one.
        print(Point().sum(), calls)
        Point._initXY = nil
        Point._initPolar = { _ in nil }
        print(Point(polar: 5) == nil)
        Point._initDouble = { _ in throw PointError.tooFar }
        do { _ = try Point(3) } catch { print("threw", error) }
        Point._initParsing = { text in Point(x: Double(text.count), y: 0) }
        print(try await Point(parsing: "abc").x)
        // A closure that throws a typed error says so (Swift infers `any Error` for a closure's `throw`).
        Point._initParsing = { (_: String) throws(PointError) -> Point in throw .tooFar }
        do { _ = try await Point(parsing: "1") } catch { print("threw", error) }
        // nil: the original runs again.
        Point._resetStaticStubs()
        print(Point(x: 1, y: 2).sum(), Point(polar: 5) == nil, try Point(3).sum(), try await Point(parsing: "4").sum())
        print(Counter(start: 1).next())
    }
}
