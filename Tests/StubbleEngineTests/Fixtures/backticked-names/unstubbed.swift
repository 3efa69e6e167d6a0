@main
struct Main {
    static func main() {
        print(Resolver.default.describe())
        print(Resolver(tags: 0).describe())
    }
}
