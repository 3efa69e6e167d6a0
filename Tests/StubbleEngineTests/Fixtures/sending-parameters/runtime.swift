/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func run() async {
    let sink = Sink()
    print(sink.take(Payload(1)))
    print(await sink.pass(Payload(2)).n)
    print(sink.make().n)
    sink._take = { p in p.n * 10 }
    sink._pass = { p in p.n += 100; return p }
    sink._make = { Payload(70) }
    print(sink.take(Payload(1)))
    print(await sink.pass(Payload(2)).n)
    print(sink.make().n)
    let inbox = Inbox(), other = Inbox()
    await sink.deliver(Payload(3), to: inbox)
    print(await inbox.total, await other.total)
    sink._deliver = { p, _ in await other.put(p) }
    await sink.deliver(Payload(4), to: inbox)
    print(await inbox.total, await other.total)
    // A one-line method's hook sends its `sending` parameter on too (into a task).
    sink._first = { p in let n = p.n; Task { p.n += 1 }; return n + 1000 }
    print(sink.first(Payload(5)))
}

@main struct Runtime {
    static func main() async { await run() }
}
