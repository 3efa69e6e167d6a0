@main struct Unstubbed {
    static func main() {
        let s = Statement()
        var p = Pen()
        print(s.dropBehavior, s.state, s.phase, s.tag.raw, s.other.raw, s.color.level, Statement.shared, p.width, p.color.level, Pen.Width.default, Pen.standard.width)
        s.phase = .start(2)
        p.color = .make(level: 5)
        print(s.dropBehavior, s.state, s.phase, s.tag.raw, s.color.level, Statement.shared, p.width, p.color.level)
    }
}
