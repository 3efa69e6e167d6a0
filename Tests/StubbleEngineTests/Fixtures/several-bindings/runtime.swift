@main struct Runtime {
    static func main() {
        let p = Point()
        print(p.x, p.y, p.label)
        p._getY = { 20 }
        p._getLabel = { "stub" }
        p.x = 5
        print(p.x, p.y, p.label)
    }
}
