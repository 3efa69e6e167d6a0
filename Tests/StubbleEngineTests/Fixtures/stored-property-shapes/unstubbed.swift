@main struct Unstubbed {
    static func main() async {
        let svc = await Svc()
        print(await svc.f(), svc.g())
        let o = Owner(parent: nil)
        o.onTap = { print("tap") }
        o.fire()
        o.watched = 5
        o.iuo = 4
        print(o.pair.1, o.iuo!, Owner.limit, o.derived, o.delegate == nil)
        var v = Value(a: 2)
        let w = v
        v.reset()
        print(v.sum(), w.sum(), v == w, v.hashValue == Value(a: 0).hashValue)
        print(Settings.describe())
        print(Sink(url: "u").path())
        let b: Vehicle = Bike()
        b.wheels = 9
        print(b.describe(), Vehicle().describe())
        print(Counters().total())
    }
}
