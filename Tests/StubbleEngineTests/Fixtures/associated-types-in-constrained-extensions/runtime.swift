@main struct Runtime {
    static func main() {
        let s = Interspersed(base: [1, 2, 3], separator: 0)
        print(Array(s), s[s.startIndex], s.count)
        s._subscript = { _ in 42 }
        s._distance = { _, _ in 2 }
        print(Array(s), s[s.startIndex], s.count)
        s._subscript = nil
        s._distance = nil
        print(Array(s), s[s.startIndex], s.count)
    }
}
