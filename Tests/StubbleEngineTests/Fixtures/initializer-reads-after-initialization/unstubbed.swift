@main struct Unstubbed {
    static func main() {
        let g = Gauge(level: 3)
        print(g.level, g.label)
        print(Reading(start: 2).total())
        let m = Meter(count: 4)
        print(m.count, m.serial)
        _ = Dial(turns: 5)
    }
}
