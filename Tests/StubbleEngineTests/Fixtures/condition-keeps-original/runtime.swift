@main struct Runtime {
    @MainActor static func main() {
        let p = Profile(name: "Ada", id: 7)
        p._getName = { "Grace" }
        p._getHomepage = { "stubbed" }
        print(p.title(), p.width)
        p._getName = nil
        print(p.title())
        let s = Settings()
        s._getTheme = { "dark" }
        s._getScale = { 3 }
        print(s.describe(), s.scale)
    }
}
