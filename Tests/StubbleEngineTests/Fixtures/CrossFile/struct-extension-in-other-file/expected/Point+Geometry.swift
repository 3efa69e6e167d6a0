// @Stubbable
extension Point {
    func distance(to other: Point) -> Int {
        if let _distance { _distance(other) } else { // stubble
        abs(x - other.x) + abs(y - other.y)
        } // stubble
    }

    var isOrigin: Bool {
        if let _getIsOrigin { _getIsOrigin() } else { // stubble
        x == 0 && y == 0
        } // stubble
    }
}
