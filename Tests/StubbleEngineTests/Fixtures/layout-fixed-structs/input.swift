// A struct keeps its instance hooks in a box, a stored reference: a @frozen struct (its layout is its ABI)
// and a BitwiseCopyable one (it can hold no reference) cannot. Their instance hooks live outside the value,
// as static hooks (`Point._lengthSquared`, which every value uses), so the layout does not change at all:
// same stored properties in the same order (a stubbed one is a computed property over its renamed storage),
// same size and stride, still BitwiseCopyable. A noncopyable struct keeps its box.
// @Stubbable
@frozen public struct Point: BitwiseCopyable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func lengthSquared() -> Double {
        x * x + y * y
    }

    public static func origin() -> Point {
        Point(x: 0, y: 0)
    }
}

// @Stubbable
struct Handle: ~Copyable {
    var fd: Int32

    borrowing func peek() -> Int32 {
        fd
    }

    mutating func bump() {
        fd += 1
    }

    consuming func close() -> Int32 {
        fd
    }
}
