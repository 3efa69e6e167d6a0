/*|*/struct Point {
    var x: Double
    var y: Double

    func lengthSquared() -> Double {
        x * x + y * y
    }
}
