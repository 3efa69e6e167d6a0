@main struct Unstubbed {
    static func main() {
        let c = Connection()
        var s = Settings(limit: 3)
        print(c.isOpen, c.retries, c.name, c.ratio, c.waiting.count, c.queue.count, c.parser.consumed, Connection.ping.raw, s.verbose, s.limit, s.label.raw)
        print(c.retries, c.parser.consumed, Connection.ping.raw, s.limit)
        c.retries += 1
        s.limit += 1
        print(c.retries, c.parser.consumed, Connection.ping.raw, s.limit)
        print(Signal.interrupt.number, Signal.terminate.number, c.seen.count)
    }
}
