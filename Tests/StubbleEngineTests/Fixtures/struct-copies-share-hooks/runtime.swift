// What the README says about stubbed structs, run: the size they really have, and copies sharing hooks.

/// `Point` as it was before `add`: the same stored properties, no stubs.
struct UnstubbedPoint {
    var x: Double
    var y: Double
}

@main struct Runtime {
    static func main() {
        print("size: \(MemoryLayout<UnstubbedPoint>.size) before, \(MemoryLayout<Point>.size) stubbed")
        print("stride: \(MemoryLayout<UnstubbedPoint>.stride) before, \(MemoryLayout<Point>.stride) stubbed")

        let a = Point(x: 3, y: 4)
        var b = a                  // a copy: its fields are its own, its hooks box is a's
        b.x = 30
        print("a.x after b.x = 30: \(a.x)")
        b._lengthSquared = { 0 }          // stubs b, and a with it
        print("a.lengthSquared() after b._lengthSquared = { 0 }: \(a.lengthSquared())")
        b._lengthSquared = nil
        print("a.lengthSquared() after b._lengthSquared = nil: \(a.lengthSquared())")

        // A value built anew (not copied) has a box of its own.
        let c = Point(x: a.x, y: a.y)
        a._lengthSquared = { -1 }
        print("c.lengthSquared() after a._lengthSquared = { -1 }: \(c.lengthSquared())")
    }
}
