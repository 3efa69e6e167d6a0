@main struct Runtime {
    static func main() {
        print(Counter.make(start: 3).current())
        Counter._make = { _ in Counter.create(minimumCapacity: 1) { _ in 9 } as! Counter }
        print(Counter.make(start: 3).current())
        Counter._resetStaticStubs()
        print(Counter.make(start: 4).current())
    }
}
