@main struct Runtime {
    static func main() {
        let c = Connection()
        var s = Settings(limit: 3)
        print(c.isOpen, c.retries, c.name, c.ratio, c.waiting.count, c.queue.count, c.parser.consumed, Connection.ping.raw, s.verbose, s.limit, s.label.raw)
        c._getRetries = { 42 }
        c._getParser = { let p = Parser(); p.consumed = 7; return p }
        Connection._getPing = { Opcode(0x1) }
        s._getLimit = { 99 }
        print(c.retries, c.parser.consumed, Connection.ping.raw, s.limit)
        c._getRetries = nil
        c._getParser = nil
        Connection._resetStaticStubs()
        s._getLimit = nil
        print(c.typedBox.value, c.pending.count, Connection.digits.numberOfCaptureGroups)
        c._getTypedBox = { Box(value: 5) }
        print(c.typedBox.value)
        c.retries += 1
        s.limit += 1
        print(c.retries, c.parser.consumed, Connection.ping.raw, s.limit)
        print(Signal.interrupt.number, Signal.terminate.number, c.seen.count)
        Signal._getInterrupt = { Signal(9) }
        c._getSeen = { ["a", "b"] }
        print(Signal.interrupt.number, Signal.terminate.number, c.seen.count)
    }
}
