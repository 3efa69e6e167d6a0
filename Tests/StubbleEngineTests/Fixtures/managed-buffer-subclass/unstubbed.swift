@main struct Unstubbed {
    static func main() {
        print(Counter.make(start: 3).current())
        print(Counter.make(start: 3).current())
        print(Counter.make(start: 4).current())
    }
}
