@main struct Unstubbed {
    static func main() {
        let p = Point()
        print(p.x, p.y, p.label, p.width, p.height)
        p.x = 5
        p.width = 30
        print(p.x, p.y, p.label, p.width, p.height)
    }
}
