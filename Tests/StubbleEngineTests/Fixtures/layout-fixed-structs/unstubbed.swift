@main struct Unstubbed {
    static func main() {
        let p = Point(x: 3, y: 4)
        print(p.lengthSquared(), Point.origin().x, MemoryLayout<Point>.size)
        var h = Handle(fd: 3)
        h.bump()
        print(h.peek(), h.close())
    }
}
