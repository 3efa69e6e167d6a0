@main struct Runtime {
    static func main() {
        let clock = Clock()
        print(clock.source(), clock.wordSize())
        clock._source = { "stub" }
        clock._wordSize = { 16 }
        print(clock.source(), clock.wordSize())
    }
}
