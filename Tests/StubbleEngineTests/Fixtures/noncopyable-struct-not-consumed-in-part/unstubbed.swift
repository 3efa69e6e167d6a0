@main struct Unstubbed {
    static func main() {
        var h = Holder(name: "a", token: Token(id: 7))
        h.use()
        print(h.summary())
        h.name = "b"
        print(finish(h))
    }
}
