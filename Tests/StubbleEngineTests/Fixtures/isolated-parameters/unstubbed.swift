@main struct Unstubbed {
    static func main() async throws {
        let t = Ticker()
        var c = Countdown(remaining: 2)
        print(try await t.next() ?? -1, try await t.next() ?? -1, await c.next(isolation: nil) ?? -1)
        await t.reset()
        print(try await t.next() ?? -1, await c.next(isolation: nil) ?? -1, await c.next(isolation: nil) ?? -1)
    }
}
