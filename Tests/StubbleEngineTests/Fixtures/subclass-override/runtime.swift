@main struct Runtime {
    static func main() {
        let d = Dog()
        print(d.sound())
        d._sound = { "base stub" }
        print(d.sound())
        d._soundDog = { "dog stub" }
        print(d.sound())
    }
}
