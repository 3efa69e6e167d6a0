@main struct Runtime {
    static func main() {
        let b = Buffer()
        b.first += 10
        b.title += "er"
        b[1] *= 5
        b[from: 0, count: 2].sort(by: >)
        print(b.first, b.title, b[0], b[1], b[2], b[from: 1, count: 2], b.last)
        b._getFirst = { 100 }
        b._getLast = { -1 }
        b._getSubscriptPosition = { position in position * 1000 }
        print(b.first, b.last, b[2])
        b._setFirst = { value in print("set first", value) }
        b._setTitle = { value in print("set title", value) }
        b._setSubscriptPosition = { position, value in print("set", position, value) }
        b._setSubscriptFromCount = { from, count, value in print("set slice", from, count, Array(value)) }
        b.first += 1
        b.title += "!"
        b.title = "plain"
        b[2] += 1
        b[from: 0, count: 2].reverse()
        b._getFirst = nil
        b._setFirst = nil
        b._getSubscriptPosition = nil
        b._setSubscriptPosition = nil
        b.first += 1
        b[2] += 1
        print(b.first, b.title, b[2])
        b[at: 0, default: 5] += 1
        b[at: 9, default: 5] += 1
        print(b[at: 0, default: 5], b[at: 9, default: 5])
        b._setSubscriptAtDefault = { index, value, newValue in print("set at", index, value(), newValue) }
        b[at: 9, default: 5] += 1
        var p = Pair()
        p._getLeft = { 7 }
        p._setLeft = { value in print("set left", value) }
        p.left += 1
        print(p.left, p.values)
    }
}
