// A stored property under a compiler attribute stubble does not know (`@_alwaysEmitIntoClient` here, as
// swift-collections writes it) keeps its text, with a hint that names the attribute: it is not a property
// wrapper, whose storage stubbing would rename. The other members are stubbed.
// @Stubbable
public struct Window {
    @_alwaysEmitIntoClient
    public let width: Int

    public init(width: Int) {
        self.width = width
    }

    public func area() -> Int {
        width * width
    }
}
