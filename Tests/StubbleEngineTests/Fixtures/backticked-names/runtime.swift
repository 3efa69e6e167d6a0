@main
struct Main {
    static func main() {
        print(Resolver.default.describe())
        Resolver._getDefault = { Resolver(tags: 0) }
        print(Resolver.default.describe())
        let r = Resolver(tags: 2)
        r._getExtension = { "json" }
        r._getWhere = { 7 }
        print(r.describe())
    }
}
