/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func run() async {
    let sink = Sink()
    print(sink.take(Payload(1)))
    print(await sink.pass(Payload(2)).n)
    print(sink.make().n)
    print(sink.take(Payload(1)))
    print(await sink.pass(Payload(2)).n)
    print(sink.make().n)
    let inbox = Inbox()
    await sink.deliver(Payload(3), to: inbox)
    print(await inbox.total)
    print(sink.first(Payload(5)))
}

@main struct Unstubbed {
    static func main() async { await run() }
}
