@main struct Unstubbed {
    static func main() {
        let p = Pair(first: 1, second: 2)
        print(p.swapped().first, p.same(as: p), Pair.twice(3).second)
    }
}
