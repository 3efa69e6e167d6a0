// An extension of a type whose generic parameter is `~Copyable` makes it Copyable again in its members,
// unless its `where` clause suppresses Copyable again (`where Element: ~Copyable`). Their hooks live in the
// type's body, where `Element` is noncopyable: a type there cannot use it as only a Copyable one can
// (`UnsafeMutableBufferPointer<Element>.SubSequence` exists for Copyable elements only; `(Element) -> Bool`
// would need an ownership specifier). Such a parameter or result passes as `Any` (cast back with `as!`),
// as in a generic method. A pointer or a span of `Element` takes a noncopyable one too: it stays as written.
// @Stubbable
struct Segments<Element: ~Copyable> {
    var _getFirst: (() -> UnsafeMutableBufferPointer<Element>)? { get { _stubs.hooks["_getFirst"] as? (() -> UnsafeMutableBufferPointer<Element>) } nonmutating set { _stubs.hooks["_getFirst"] = newValue } } // stubble
    var _setFirst: ((UnsafeMutableBufferPointer<Element>) -> Void)? { get { _stubs.hooks["_setFirst"] as? ((UnsafeMutableBufferPointer<Element>) -> Void) } nonmutating set { _stubs.hooks["_setFirst"] = newValue } } // stubble
    var first: UnsafeMutableBufferPointer<Element> { // stubble
        @storageRestrictions(initializes: _first) init { _first = newValue } // stubble
        get { if let _getFirst { return _getFirst() }; return _first } // stubble
        set { if let _setFirst { _setFirst(newValue) } else { _first = newValue } } // stubble
        _modify { if _getFirst == nil && _setFirst == nil { yield &_first } else { var _stubbleValue = first; yield &_stubbleValue; first = _stubbleValue } } // stubble
    } // stubble
    var _first: UnsafeMutableBufferPointer<Element>

    static var _initUnsafeMutableBufferPointerElement: ((UnsafeMutableBufferPointer<Element>) -> Segments)? { get { _staticStubs_Segments[ObjectIdentifier(Segments.self)]?["_initUnsafeMutableBufferPointerElement"] as? ((UnsafeMutableBufferPointer<Element>) -> Segments) } set { _staticStubs_Segments[ObjectIdentifier(Segments.self), default: [:]]["_initUnsafeMutableBufferPointerElement"] = newValue } } // stubble
    init(_ first: UnsafeMutableBufferPointer<Element>) {
        if let _initUnsafeMutableBufferPointerElement = Self._initUnsafeMutableBufferPointerElement { self = _initUnsafeMutableBufferPointerElement(first); return } // stubble
        self.first = first
    }
    static var _initUnsafeMutableBufferPointerElementSubSequence: ((Any) -> Segments)? { get { _staticStubs_Segments[ObjectIdentifier(Segments.self)]?["_initUnsafeMutableBufferPointerElementSubSequence"] as? ((Any) -> Segments) } set { _staticStubs_Segments[ObjectIdentifier(Segments.self), default: [:]]["_initUnsafeMutableBufferPointerElementSubSequence"] = newValue } } // stubble
    var _elements: (() -> Any)? { get { _stubs.hooks["_elements"] as? (() -> Any) } nonmutating set { _stubs.hooks["_elements"] = newValue } } // stubble
    var _contains: Any? { get { _stubs.hooks["_contains"] } nonmutating set { _stubs.hooks["_contains"] = newValue } } // stubble
    var _rebased: ((UnsafeMutableBufferPointer<Element>) -> Int)? { get { _stubs.hooks["_rebased"] as? ((UnsafeMutableBufferPointer<Element>) -> Int) } nonmutating set { _stubs.hooks["_rebased"] = newValue } } // stubble
    var _capacity: ((UnsafeMutableBufferPointer<Element>) -> Int)? { get { _stubs.hooks["_capacity"] as? ((UnsafeMutableBufferPointer<Element>) -> Int) } nonmutating set { _stubs.hooks["_capacity"] = newValue } } // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Segments.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["first": self._first as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Segments: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Segments: CustomReflectable {} // stubble

// @Stubbable
extension Segments {
    init(_ first: UnsafeMutableBufferPointer<Element>.SubSequence) {
        if let _initUnsafeMutableBufferPointerElementSubSequence = Self._initUnsafeMutableBufferPointerElementSubSequence { self = _initUnsafeMutableBufferPointerElementSubSequence(first as Any); return } // stubble
        self.init(UnsafeMutableBufferPointer(rebasing: first))
    }

    func elements() -> [Element] {
        if let _elements { _elements() as! [Element] } else { // stubble
        Array(first)
        } // stubble
    }

    func contains(_ element: Element, where match: (Element, Element) -> Bool) -> Bool {
        if let _contains = (_contains as? (Element, (Element, Element) -> Bool) -> Bool) ?? (_contains as? @Sendable (Element, (Element, Element) -> Bool) -> Bool) { _contains(element, match) } else { // stubble
        first.contains { match($0, element) }
        } // stubble
    }

    func rebased(_ buffer: UnsafeMutableBufferPointer<Element>) -> Int {
        if let _rebased { _rebased(buffer) } else { // stubble
        buffer.count + first.count
        } // stubble
    }
}

// @Stubbable
extension Segments where Element: ~Copyable {
    func capacity(of buffer: UnsafeMutableBufferPointer<Element>) -> Int {
        if let _capacity { _capacity(buffer) } else { // stubble
        buffer.count
        } // stubble
    }
}
