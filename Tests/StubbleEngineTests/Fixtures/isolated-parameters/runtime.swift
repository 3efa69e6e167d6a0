@main struct Runtime {
    static func main() async throws {
        let t = Ticker()
        var c = Countdown(remaining: 2)
        print(try await t.next() ?? -1, try await t.next() ?? -1, await c.next(isolation: nil) ?? -1)
        t._next = { _ in 42 }
        c._next = { _ in 7 }
        print(try await t.next() ?? -1, await c.next(isolation: nil) ?? -1)
        t._next = nil
        c._next = nil
        await t.reset()
        print(try await t.next() ?? -1, await c.next(isolation: nil) ?? -1, await c.next(isolation: nil) ?? -1)
    }
}
