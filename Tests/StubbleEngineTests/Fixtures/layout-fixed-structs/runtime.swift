@main struct Runtime {
    static func main() {
        Point._origin = { Point(x: 1, y: 1) }
        print(Point.origin().x)
        Point._origin = nil
        print(Point.origin().x)
        var h = Handle(fd: 3)
        h._peek = { 99 }
        h.bump()
        print(h.peek(), h.fd)
        h._getFd = { 7 }
        print(h.close())
    }
}
