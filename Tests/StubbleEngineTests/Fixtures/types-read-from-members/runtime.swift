@main struct Runtime {
    static func main() {
        let s = Statement()
        var p = Pen()
        print(s.dropBehavior, s.state, s.phase, s.tag.raw, s.other.raw, s.color.level, Statement.shared, p.width, p.color.level, Pen.Width.default, Pen.standard.width)
        Pen._getStandard = { Pen(width: .thick) }
        s._getDropBehavior = { .cascade }
        s._getState = { .start(7) }
        s._getOther = { Tag.Name(raw: "hooked") }
        s._getColor = { Color(level: 9) }
        Statement._getShared = { .start(1) }
        p._getWidth = { .thin }
        print(s.dropBehavior, s.state, s.other.raw, s.color.level, Statement.shared, p.width, Pen.standard.width)
        Pen._resetStaticStubs()
        s._getDropBehavior = nil
        s._getState = nil
        s._getOther = nil
        s._getColor = nil
        Statement._resetStaticStubs()
        p._getWidth = nil
        s.phase = .start(2)
        p.color = .make(level: 5)
        print(s.dropBehavior, s.state, s.phase, s.tag.raw, s.color.level, Statement.shared, p.width, p.color.level)
    }
}
