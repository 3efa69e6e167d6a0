@main struct Unstubbed {
    static func main() {
        let b = Buffer()
        b.first += 10
        b.title += "er"
        b[1] *= 5
        b[from: 0, count: 2].sort(by: >)
        print(b.first, b.title, b[0], b[1], b[2], b[from: 1, count: 2], b.last)
        b[at: 0, default: 5] += 1
        b[at: 9, default: 5] += 1
        print(b[at: 0, default: 5], b[at: 9, default: 5])
        var p = Pair()
        p.left += 1
        print(p.left, p.values)
    }
}
