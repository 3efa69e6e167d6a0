@main struct Runtime {
    @MainActor static func main() {
        var p = Point(y: 2)
        changeOutside(&p)
        print(p.sum(), readOutside(p))
        p._getX = { 100 }
        let s = Screen(width: 8)
        s._getWidth = { 40 }
        print(p.sum(), readOutside(p), s.half(), screenWidth(s))
    }
}
