@main struct Runtime {
    static func main() {
        print(Clock.now(), Clock.zone())
        Clock._now = { 5 }
        Clock._zone = { "CET" }
        Clock._getOffset = { 7 }
        print(Clock.now(), Clock.zone(), Clock.offset)
        Clock._now = nil
        Clock._getOffset = nil
        print(Clock.now())
        Clock._zone = { "CET" }
        Clock._resetStaticStubs()
        print(Clock.zone(), Clock.offset)
    }
}
