@main struct Unstubbed {
    static func main() async {
        let c = Counter()
        print(await c.increment())
        print(await c.increment())
        print(await c.increment())
    }
}
