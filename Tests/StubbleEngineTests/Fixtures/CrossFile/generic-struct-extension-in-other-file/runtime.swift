@main struct Runtime {
    static func main() {
        var s = Stack<[String]>(items: [["a", "b"], ["c"]])
        s.append(["d"])
        print(s.totalCount(), s.firstInner() ?? "-", s.lastInner() ?? "-", s.items.count)
        var appended: [[String]] = []
        s._totalCount = { 0 }
        s._firstInner = { "x" }
        s._lastInner = { Optional<String>.none as Any }
        s._append = { appended.append($0) }
        s.append(["e"])
        print(s.totalCount(), s.firstInner() ?? "-", s.lastInner() ?? "-", s.items.count, appended)
    }
}
