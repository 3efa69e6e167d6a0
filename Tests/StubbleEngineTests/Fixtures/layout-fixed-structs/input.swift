// A struct keeps its hooks in a box, a stored reference: a @frozen struct (its layout is its ABI) and a
// BitwiseCopyable one (it can hold no reference) keep their instance members as they are, with a hint;
// their static members are stubbed. A noncopyable struct is stubbed like any other.
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
