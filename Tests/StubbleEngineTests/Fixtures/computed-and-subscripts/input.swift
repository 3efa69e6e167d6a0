/*|*/struct Grid {
    var cells: [Int] = [1, 2, 3, 4]

    var total: Int {
        cells.reduce(0, +)
    }

    var isEmpty: Bool {
        if cells.isEmpty { return true }
        return false
    }

    subscript(index: Int) -> Int {
        cells[index]
    }

    subscript(row row: Int, column column: Int) -> Int {
        return cells[row * 2 + column]
    }
}
