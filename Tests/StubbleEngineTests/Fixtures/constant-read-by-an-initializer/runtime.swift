@main
struct Main {
    static func main() {
        let server = Server()
        print(server.describe())
        server._getCachedHead = { "stubbed head" }
        print(server.describe())
        server._describe = { "described" }
        print(server.describe())
        let limits = Limits()
        print(limits.total(), limits.doubled)
        limits._getDoubled = { 100 }
        print(limits.total())
        limits._total = { 1 }
        print(limits.total())
    }
}
