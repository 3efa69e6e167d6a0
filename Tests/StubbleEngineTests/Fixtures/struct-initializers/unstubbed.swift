@main struct Unstubbed {
    static func main() async throws {
        print(Point(x: 1, y: 2).sum(), Point(polar: -1) == nil, Point(polar: 5) == nil, Point().sum())
        print(try Point(3).sum(), try await Point(parsing: "4").sum())
        do { _ = try Point(.nan) } catch { print("threw", error) }
        do { _ = try await Point(parsing: "x") } catch { print("threw", error) }
        print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Counter(start: 1).next())
    }
}
