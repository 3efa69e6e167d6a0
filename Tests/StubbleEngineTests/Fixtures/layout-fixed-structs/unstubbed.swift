@main struct Unstubbed {
    static func main() {
        let p = Point(x: 3, y: 4)
        print(p.lengthSquared(), Point.origin().x, MemoryLayout<Point>.size, MemoryLayout<Point>.stride)
        var raw = (3.0, 4.0)
        let rebound = withUnsafeBytes(of: &raw) { $0.load(as: Point.self) }
        print(rebound.x, rebound.y)
        var h = Handle(fd: 3)
        h.bump()
        print(h.peek(), h.close())
    }
}
