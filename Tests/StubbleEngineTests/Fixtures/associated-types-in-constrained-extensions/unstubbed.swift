@main struct Unstubbed {
    static func main() {
        let s = Interspersed(base: [1, 2, 3], separator: 0)
        print(Array(s), s[s.startIndex], s.count)
    }
}
