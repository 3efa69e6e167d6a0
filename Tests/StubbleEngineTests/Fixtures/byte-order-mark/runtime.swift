@main struct Runtime {
    static func main() {
        let g = Greeter()
        print(g.greet("Ada"))
        g._greet = { "Hi, \($0)" }
        print(g.greet("Ada"))
        g._greet = nil
        print(g.greet("Ada"))
    }
}
