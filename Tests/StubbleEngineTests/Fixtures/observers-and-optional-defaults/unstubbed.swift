@main struct Unstubbed {
    static func main() {
        let s = Settings()
        print(s.theme as Any, s.count, s.level)
        s.level = 50
        s.tags = ["b", "a"]
        print(s.level, s.tags)
        s.count = 7
        s.total = 3
        s.rename("b")
        var p = Point(y: 1)
        print(p.label as Any, p.x)
        p.x = -5
        print(p.x)
    }
}
