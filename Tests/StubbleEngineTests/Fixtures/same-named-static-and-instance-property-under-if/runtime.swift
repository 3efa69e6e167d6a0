@main struct Runtime {
    static func main() {
        let levels = Levels<Int>(count: 13)
        print(levels.isFull(), levels.capacity)
        Levels<Int>._getCapacity = { 20 }
        print(levels.isFull(), levels.capacity)
        Levels<Int>._resetStaticStubs()
        print(levels.isFull(), levels.capacity)
    }
}
