@main struct Unstubbed {
    static func main() async {
        let c = Counter(start: 3)
        print(await c.bump(), c.label())
        let p = Panel()
        print(await p.show())
        let g = Gauge()
        print(await g.level, await g.scale, g.describe())
    }
}
