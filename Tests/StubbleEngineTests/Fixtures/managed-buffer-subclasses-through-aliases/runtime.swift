@main struct Runtime {
    static func main() {
        for start in 1...200 {
            let s = Storage.make(start: start)
            let d = Doubled.create(minimumCapacity: 8) { _ in start } as! Doubled
            if start % 100 == 0 { print(s.current(), d.doubled()) }
        }
        Storage._make = { _ in Storage.create(minimumCapacity: 1) { _ in 9 } as! Storage }
        print(Storage.make(start: 3).current())
        Storage._resetStaticStubs()
        print(Storage.make(start: 4).current())
    }
}
