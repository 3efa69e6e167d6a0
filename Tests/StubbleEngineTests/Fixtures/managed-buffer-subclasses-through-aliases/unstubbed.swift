@main struct Unstubbed {
    static func main() {
        for start in 1...200 {
            let s = Storage.make(start: start)
            let d = Doubled.create(minimumCapacity: 8) { _ in start } as! Doubled
            if start % 100 == 0 { print(s.current(), d.doubled()) }
        }
        print(Storage.make(start: 4).current())
    }
}
