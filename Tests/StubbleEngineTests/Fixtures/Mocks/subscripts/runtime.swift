@main struct Driver {
    static func main() {
        let grid = SubscriptsGridMock()
        grid._getSubscriptRowColumn = { row, column in Double(row * 10 + column) }
        check(grid[2, 3] == 23, "getter hook")
        grid[1, 1] = 5
        check(grid.subscriptRowColumnSetInvocations.first?.newValue == 5, "setter record")
        check(grid["k"] == nil && grid.subscriptKeyGetInvocations == ["k"], "optional default and record")
        check(grid[position: 1].isEmpty, "labelled subscript")
        print("subscripts: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
