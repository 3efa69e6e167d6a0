@main struct Runtime {
    static func main() throws {
        let g = Geometry()
        print(g.sum(of: (1, 2)), g.doubled([1, 2]), g.apply { n, s in n + s.count }, try g.count(["a": 1]))
        g._sum = { _ in 0 }
        g._doubled = { _ in [] }
        g._apply = { _ in -1 }
        g._count = { _ in 42 }
        print(g.sum(of: (1, 2)), g.doubled([1, 2]), g.apply { n, s in n + s.count }, try g.count(["a": 1]))
    }
}
