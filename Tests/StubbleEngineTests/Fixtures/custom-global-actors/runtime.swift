@main struct Runtime {
    @DataActor static func hook(_ c: Counter) {
        c._getStep = { 10 }
    }
    static func main() async {
        let c = Counter(start: 3)
        print(await c.bump(), c.label())
        await hook(c)
        print(await c.bump())
        let p = Panel()
        print(await p.show())
        let g = Gauge()
        g._getUnit = { "mm" }
        print(await g.level, await g.scale, g.describe())
    }
}
