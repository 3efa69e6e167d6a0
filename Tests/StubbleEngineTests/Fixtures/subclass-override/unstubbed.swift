@main struct Unstubbed {
    static func main() {
        let d = Dog()
        print(d.sound())
        print(d.sound())
        print(d.sound())
    }
}
