@main struct Runtime {
    static func main() {
        print(Node.Alias.defaultTagName, Node.Alias.resolve("a").anchor)
        Node.Alias._getDefaultTagName = { "stubbed" }
        Node.Alias._resolve = { _ in Node.Alias(anchor: "hooked") }
        print(Node.Alias.defaultTagName, Node.Alias.resolve("a").anchor)
        Node.Alias._resetStaticStubs()
        print(Node.Alias.defaultTagName)
    }
}
