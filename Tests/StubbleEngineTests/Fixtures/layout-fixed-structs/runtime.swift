@main struct Runtime {
    static func main() {
        Point._origin = { Point(x: 1, y: 1) }
        print(Point.origin().x)
        Point._origin = nil
        print(Point.origin().x)
        // Instance hooks of a @frozen, BitwiseCopyable struct are static: they apply to every value.
        let p = Point(x: 3, y: 4), q = Point(x: 1, y: 0)
        var calls = 0
        Point._lengthSquared = { calls += 1; return 0 }
        print(p.lengthSquared(), q.lengthSquared(), calls)
        Point._lengthSquared = nil
        print(p.lengthSquared(), calls)
        Point._getX = { 42 }
        print(p.x, q.x)
        Point._resetStaticStubs()
        print(p.x, q.x, p.lengthSquared())
        // The layout is the original's (16 16 in the unstubbed run): no box, and a bitwise copy still copies it.
        precondition(MemoryLayout<Point>.size == 16 && MemoryLayout<Point>.stride == 16)
        print(MemoryLayout<Point>.size, MemoryLayout<Point>.stride)
        var raw = (3.0, 4.0)
        let rebound = withUnsafeBytes(of: &raw) { $0.load(as: Point.self) }
        print(rebound.x, rebound.y)
        var h = Handle(fd: 3)
        h._peek = { 99 }
        h.bump()
        print(h.peek(), h.fd)
        h._getFd = { 7 }
        print(h.close())
    }
}
