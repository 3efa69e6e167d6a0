@main
struct Main {
    static func main() throws {
        struct Fixed: Decoder { func decode() throws -> Int { 7 } }
        let t = Temperature(celsius: 100)
        print(t.fahrenheit(), try t.read(with: Fixed()))
        t._fahrenheit = { 1 }
        t._read = { _ in 2 }
        print(t.fahrenheit(), try t.read(with: Fixed()))
        print(t == Temperature(celsius: 100), Hasher(seed: 3).seed)
    }
}
