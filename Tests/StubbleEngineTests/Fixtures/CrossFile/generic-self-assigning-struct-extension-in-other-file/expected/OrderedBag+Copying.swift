// @Stubbable
extension OrderedBag {
    @usableFromInline static var _initCopying: ((OrderedBag) -> OrderedBag)? { get { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self)]?["_initCopying"] as? ((OrderedBag) -> OrderedBag) } set { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self), default: [:]]["_initCopying"] = newValue } } // stubble
    @inlinable public init(copying other: OrderedBag) {
        if let _initCopying = Self._initCopying { self = _initCopying(other); return } // stubble
        self = other
    }

    @usableFromInline static var _contains: ((Element) -> Bool)? { get { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self)]?["_contains"] as? ((Element) -> Bool) } set { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self), default: [:]]["_contains"] = newValue } } // stubble
    @inlinable public func contains(_ element: Element) -> Bool {
        if let _contains = Self._contains { _contains(element) } else { // stubble
        items.contains(element)
        } // stubble
    }

    static var _append: ((Element) -> Void)? { get { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self)]?["_append"] as? ((Element) -> Void) } set { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self), default: [:]]["_append"] = newValue } } // stubble
    public mutating func append(_ element: Element) {
        if let _append = Self._append { return _append(element) } // stubble
        items.append(element)
    }

    static var _single: ((Element) -> OrderedBag)? { get { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self)]?["_single"] as? ((Element) -> OrderedBag) } set { _staticStubs_OrderedBag[ObjectIdentifier(OrderedBag.self), default: [:]]["_single"] = newValue } } // stubble
    public static func single(_ element: Element) -> OrderedBag {
        if let _single { return _single(element) } // stubble
        var bag = OrderedBag()
        bag.append(element)
        return bag
    }
}
nonisolated(unsafe) private var _staticStubs_OrderedBag: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension OrderedBag { // stubble
    static func _resetStaticStubs_OrderedBagCopying() { // stubble
        _staticStubs_OrderedBag.removeAll() // stubble
    } // stubble
} // stubble
