/*|*/extension OrderedBag {
    @inlinable public init(copying other: OrderedBag) {
        self = other
    }

    @inlinable public func contains(_ element: Element) -> Bool {
        items.contains(element)
    }

    public mutating func append(_ element: Element) {
        items.append(element)
    }

    public static func single(_ element: Element) -> OrderedBag {
        var bag = OrderedBag()
        bag.append(element)
        return bag
    }
}
