@main struct Runtime {
    static func main() {
        print(Environment.Key.path.rawValue, Environment.Key.all.map(\.rawValue))
        Environment.Key._getPath = { .init("HOOKED") }
        Environment.Key._getAll = { [] }
        print(Environment.Key.path.rawValue, Environment.Key.all.map(\.rawValue))
        Environment.Key._resetStaticStubs()
        print(Environment.Key.path.rawValue, Environment.Key.all.map(\.rawValue))
    }
}
