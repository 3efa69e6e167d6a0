@main struct Runtime {
    static func main() async {
        let counter = Counter()
        var d = 1.5
        await counter.apply(&d, times: 2)
        print(d, await counter.total)
        counter._apply = { @Sendable (value: inout Double, times: Int) in value = -1 }
        await counter.apply(&d, times: 2)
        print(d, await counter.total)
        counter._apply = { (value: inout Double, times: Int) in value = -2 }
        await counter.apply(&d, times: 2)
        print(d, await counter.total)
        counter._apply = nil
        var i = 3
        await counter.apply(&i, times: 1)
        print(i, await counter.total)
    }
}
