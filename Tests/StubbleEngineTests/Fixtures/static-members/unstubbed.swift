@main struct Unstubbed {
    static func main() {
        print(Clock.now(), Clock.zone())
        print(Clock.now(), Clock.zone(), Clock.offset)
        print(Clock.now())
        print(Clock.zone(), Clock.offset)
    }
}
