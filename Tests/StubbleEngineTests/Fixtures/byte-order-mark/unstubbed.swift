@main struct Unstubbed {
    static func main() {
        let g = Greeter()
        print(g.greet("Ada"))
        print(g.greet("Ada"))
        print(g.greet("Ada"))
    }
}
