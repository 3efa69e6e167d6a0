@main struct Unstubbed {
    static func main() {
        let t = Template()
        print(t.getChild(named: "a.b.c"), t.render("a.b"))
    }
}
