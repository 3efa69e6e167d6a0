@main struct Runtime {
    static func main() {
        let c = Clock()
        c.ticks = 1
        print(c.label(2), c.when().timeIntervalSince1970)
        c._label = { "label \($0)" }
        print(c.label(2))
    }
}
