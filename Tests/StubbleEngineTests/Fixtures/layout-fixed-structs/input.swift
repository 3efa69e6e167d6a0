// A struct keeps its hooks in a box, a stored reference: a BitwiseCopyable struct (it can hold no reference)
// keeps its instance members as they are, with a hint; its static members are stubbed. A @frozen struct's box
// is @usableFromInline, as a frozen type's stored properties must be. A noncopyable struct is stubbed like any
// other.
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
@frozen public struct Size {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public func area() -> Int {
        width * height
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
