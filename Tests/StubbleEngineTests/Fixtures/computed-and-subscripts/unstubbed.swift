@main struct Unstubbed {
    static func main() {
        let g = Grid()
        print(g.total, g.isEmpty, g[1], g[row: 1, column: 1])
        print(g.total, g.isEmpty, g[1], g[row: 1, column: 1])
    }
}
