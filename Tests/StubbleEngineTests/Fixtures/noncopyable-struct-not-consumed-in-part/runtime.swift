@main struct Runtime {
    static func main() {
        var h = Holder(name: "a", token: Token(id: 7))
        h.use()
        print(h.summary())
        h._getName = { "hooked name" }
        print(h.name, h.token.id)
        h._getToken = { Token(id: 99) }
        print(h.token.describe())
        h._getName = nil
        h._getToken = nil
        h.name = "b"
        print(finish(h))
    }
}
