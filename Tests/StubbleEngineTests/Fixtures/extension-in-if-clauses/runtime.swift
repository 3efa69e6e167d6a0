@main struct Runtime {
    static func main() {
        let t = Terminal()
        print(t.width(), Terminal.kind())
        t._width2 = { 40 }  // `width()` is declared in three clauses: this one's hook is the second
        Terminal._kind = { "stub" }
        print(t.width(), Terminal.kind())
        Terminal._resetStaticStubs()
        print(Terminal.kind())
    }
}
