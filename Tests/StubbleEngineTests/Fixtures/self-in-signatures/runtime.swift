@main struct Runtime {
    static func main() {
        func show(_ p: Pair<Int>) -> String { "(\(p.first), \(p.second))" }
        let p = Pair(first: 1, second: 2)
        print(show(p.swapped()), p.same(as: p), show(Pair.twice(3)))
        p._swapped = { Pair(first: 9, second: 9) }
        p._same = { other in other.first == 0 }
        Pair<Int>._twice = { v in Pair(first: v, second: 0) }
        print(show(p.swapped()), p.same(as: p), show(Pair.twice(3)))
        Pair<Int>._resetStaticStubs()
        print(show(Pair.twice(3)))
    }
}
