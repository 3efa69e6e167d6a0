@main struct Runtime {
    static func main() {
        let g = Grid()
        print(g.total, g.isEmpty, g[1], g[row: 1, column: 1])
        g._getTotal = { 100 }
        g._getIsEmpty = { true }
        g._subscriptIndex = { i in i * 10 }
        g._subscriptRowColumn = { r, c in -1 }
        print(g.total, g.isEmpty, g[1], g[row: 1, column: 1])
    }
}
