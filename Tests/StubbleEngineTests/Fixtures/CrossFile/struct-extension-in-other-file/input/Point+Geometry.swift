/*|*/extension Point {
    func distance(to other: Point) -> Int {
        abs(x - other.x) + abs(y - other.y)
    }

    var isOrigin: Bool {
        x == 0 && y == 0
    }
}
