// Stored properties under compiler attributes. `@_alwaysEmitIntoClient` (as swift-collections writes it on
// stored properties) and `@inline(__always)` go on the computed property that stubs them, whose accessors are
// then inlined into clients: the hooks they call are `@usableFromInline`, and the renamed storage keeps the
// attribute as written. An attribute stubble does not know (`@exclusivity(unchecked)`) keeps its property as
// it is, with a hint that names the attribute: it is not a property wrapper, whose storage stubbing would
// rename. The other members are stubbed.
// @Stubbable
public struct Window {
    @_alwaysEmitIntoClient
    public let width: Int
    @inline(__always) public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    @inlinable
    public func area() -> Int {
        width * height
    }
}

// @Stubbable
public final class Meter {
    @exclusivity(unchecked)
    public var reading: Int = 0

    public func read() -> Int {
        reading
    }
}
