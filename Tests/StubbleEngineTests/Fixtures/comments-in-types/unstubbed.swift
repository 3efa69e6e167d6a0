@main struct Unstubbed {
    static func main() throws {
        let g = Geometry()
        print(g.sum(of: (1, 2)), g.doubled([1, 2]), g.apply { n, s in n + s.count }, try g.count(["a": 1]))
        print(g.sum(of: (1, 2)), g.doubled([1, 2]), g.apply { n, s in n + s.count }, try g.count(["a": 1]))
    }
}
