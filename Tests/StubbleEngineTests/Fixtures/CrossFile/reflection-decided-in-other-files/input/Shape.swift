// `Shape` has a subclass in Reflection.swift: a mirror of `Shape` would name `Shape` for a `Circle`.
/*|*/class Shape {
    var sides = 0
    func area() -> Double { 0 }
}
