@main struct Unstubbed {
    @MainActor static func main() {
        var p = Point(y: 2)
        changeOutside(&p)
        print(p.sum(), readOutside(p))
        let s = Screen(width: 8)
        print(s.half(), screenWidth(s))
    }
}
