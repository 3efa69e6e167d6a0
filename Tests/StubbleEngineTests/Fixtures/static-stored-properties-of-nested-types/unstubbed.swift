@main struct Unstubbed {
    static func main() {
        print(Environment.Key.path.rawValue, Environment.Key.all.map(\.rawValue))
    }
}
