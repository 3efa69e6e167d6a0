@main struct Runtime {
    static func main() {
        let g = Gauge(level: 3)
        g._getLevel = { 9 }
        print(g.level, g.label)
        let r = Reading(start: 2)
        print(r.total())
        r._getDoubled = { 100 }
        print(r.total())
        let m = Meter(count: 4)
        m._getCount = { 40 }
        print(m.count, m.serial)
        _ = Dial(turns: 5)
    }
}
