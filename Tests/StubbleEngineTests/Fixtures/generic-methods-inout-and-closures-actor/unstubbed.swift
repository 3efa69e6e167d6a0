@main struct Unstubbed {
    static func main() async {
        let counter = Counter()
        var d = 1.5
        await counter.apply(&d, times: 2)
        print(d, await counter.total)
        var i = 3
        await counter.apply(&i, times: 1)
        print(i, await counter.total)
    }
}
