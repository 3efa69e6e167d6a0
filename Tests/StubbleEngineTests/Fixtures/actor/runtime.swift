@main struct Runtime {
    static func main() async {
        let c = Counter()
        print(await c.increment())
        c._increment = { 100 }
        print(await c.increment())
        c._getStep = { 5 }
        c._increment = nil
        print(await c.increment())
    }
}
