@main struct Runtime {
    static func main() {
        let t = Template()
        print(t.getChild(named: "a.b.c"), t.render("a.b"))
        t._getChild2 = { _ in 42 }
        t._render = { name in "[\(name)]" }
        print(t.getChild(named: "a"), t.render("x"))
    }
}
