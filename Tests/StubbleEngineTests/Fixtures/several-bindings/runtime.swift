@main struct Runtime {
    static func main() {
        let p = Point()
        print(p.x, p.y, p.label, p.width, p.height)
        p._getY = { 20 }
        p._getLabel = { "stub" }
        p._getHeight = { 40 }
        p.x = 5
        p.width = 30
        print(p.x, p.y, p.label, p.width, p.height)
    }
}
