import Foundation

// Types of many shapes: a class nested in an extension, @dynamicMemberLookup and callAsFunction, a generic
// Codable class, a deinit, a generic struct, public and @inlinable members, defaults naming statics, async
// sequences, a failable init: with no hook set, the program prints what the original prints.

// @Stubbable
struct Outer {
    var _getV: (() -> Int)? { get { _stubs.hooks["_getV"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getV"] = newValue } } // stubble
    var _setV: ((Int) -> Void)? { get { _stubs.hooks["_setV"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setV"] = newValue } } // stubble
    var v: Int = 1 { // stubble
        @storageRestrictions(initializes: _v) init { _v = newValue } // stubble
        get { if let _getV { return _getV() }; return _v } // stubble
        set { if let _setV { _setV(newValue) } else { _v = newValue } } // stubble
        _modify { if _getV == nil && _setV == nil { yield &_v } else { var _stubbleValue = v; yield &_stubbleValue; v = _stubbleValue } } // stubble
    } // stubble
    var _v: Int = 1
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["v": self._v as Any], displayStyle: .struct) } // stubble
}
extension Outer: CustomReflectable {} // stubble
extension Outer {
    // @Stubbable
    final class Inner {
        @exclusivity(unchecked) var _f: (() -> Int)? = nil // stubble
        func f() -> Int {/*stubble:*/ if let _f { _f() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
        nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
    }
}
extension Outer.Inner: CustomReflectable {} // stubble

// @Stubbable
@dynamicMemberLookup
struct Wrapper {
    var _getDict: (() -> [String: Int])? { get { _stubs.hooks["_getDict"] as? (() -> [String: Int]) } nonmutating set { _stubs.hooks["_getDict"] = newValue } } // stubble
    var _setDict: (([String: Int]) -> Void)? { get { _stubs.hooks["_setDict"] as? (([String: Int]) -> Void) } nonmutating set { _stubs.hooks["_setDict"] = newValue } } // stubble
    var dict: [String: Int] = ["a": 1] { // stubble
        @storageRestrictions(initializes: _dict) init { _dict = newValue } // stubble
        get { if let _getDict { return _getDict() }; return _dict } // stubble
        set { if let _setDict { _setDict(newValue) } else { _dict = newValue } } // stubble
        _modify { if _getDict == nil && _setDict == nil { yield &_dict } else { var _stubbleValue = dict; yield &_stubbleValue; dict = _stubbleValue } } // stubble
    } // stubble
    var _dict: [String: Int] = ["a": 1]
    var _subscript: ((String) -> Int?)? { get { _stubs.hooks["_subscript"] as? ((String) -> Int?) } nonmutating set { _stubs.hooks["_subscript"] = newValue } } // stubble
    subscript(dynamicMember key: String) -> Int? {/*stubble:*/ if let _subscript { _subscript(key) } else {/*:stubble*/ dict[key] /*stubble:*/}/*:stubble*/}
    var _callAsFunction: ((Int) -> Int)? { get { _stubs.hooks["_callAsFunction"] as? ((Int) -> Int) } nonmutating set { _stubs.hooks["_callAsFunction"] = newValue } } // stubble
    func callAsFunction(_ x: Int) -> Int {/*stubble:*/ if let _callAsFunction { _callAsFunction(x) } else {/*:stubble*/ x * 2 /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["dict": self._dict as Any], displayStyle: .struct) } // stubble
}
extension Wrapper: CustomReflectable {} // stubble

// @Stubbable
final class Holder<T: Codable & Sendable>: Codable {
    @exclusivity(unchecked) var _getItems: (() -> [T])? = nil // stubble
    @exclusivity(unchecked) var _setItems: (([T]) -> Void)? = nil // stubble
    var items: [T] { // stubble
        @storageRestrictions(initializes: _items) init { _items = newValue } // stubble
        get { if let _getItems { return _getItems() }; return _items } // stubble
        set { if let _setItems { _setItems(newValue) } else { _items = newValue } } // stubble
        _modify { if _getItems == nil && _setItems == nil { yield &_items } else { var _stubbleValue = items; yield &_stubbleValue; items = _stubbleValue } } // stubble
    } // stubble
    var _items: [T] = []
    @exclusivity(unchecked) var _count: (() -> Int)? = nil // stubble
    func count() -> Int {/*stubble:*/ if let _count { _count() } else {/*:stubble*/ items.count /*stubble:*/}/*:stubble*/}
    private enum CodingKeys: String, CodingKey { // stubble
        case _items = "items" // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self._items as Any], displayStyle: .class) } // stubble
}
extension Holder: CustomReflectable {} // stubble

// @Stubbable
final class Life {
    @exclusivity(unchecked) var _getN: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setN: ((Int) -> Void)? = nil // stubble
    var n: Int { // stubble
        @storageRestrictions(initializes: _n) init { _n = newValue } // stubble
        get { if let _getN { return _getN() }; return _n } // stubble
        set { if let _setN { _setN(newValue) } else { _n = newValue } } // stubble
        _modify { if _getN == nil && _setN == nil { yield &_n } else { var _stubbleValue = n; yield &_stubbleValue; n = _stubbleValue } } // stubble
    } // stubble
    var _n: Int = 1
    deinit { print("deinit", n) }
    @exclusivity(unchecked) var _get: (() -> Int)? = nil // stubble
    func get() -> Int {/*stubble:*/ if let _get { _get() } else {/*:stubble*/ n /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["n": self._n as Any], displayStyle: .class) } // stubble
}
extension Life: CustomReflectable {} // stubble

// @Stubbable
struct Gen<Element> {
    var _getItems: (() -> [Element])? { get { _stubs.hooks["_getItems"] as? (() -> [Element]) } nonmutating set { _stubs.hooks["_getItems"] = newValue } } // stubble
    var _setItems: (([Element]) -> Void)? { get { _stubs.hooks["_setItems"] as? (([Element]) -> Void) } nonmutating set { _stubs.hooks["_setItems"] = newValue } } // stubble
    var items: [Element] = [] { // stubble
        @storageRestrictions(initializes: _items) init { _items = newValue } // stubble
        get { if let _getItems { return _getItems() }; return _items } // stubble
        set { if let _setItems { _setItems(newValue) } else { _items = newValue } } // stubble
        _modify { if _getItems == nil && _setItems == nil { yield &_items } else { var _stubbleValue = items; yield &_stubbleValue; items = _stubbleValue } } // stubble
    } // stubble
    var _items: [Element] = []
    var _first: (() -> Element?)? { get { _stubs.hooks["_first"] as? (() -> Element?) } nonmutating set { _stubs.hooks["_first"] = newValue } } // stubble
    func first() -> Element? {/*stubble:*/ if let _first { _first() } else {/*:stubble*/ items.first /*stubble:*/}/*:stubble*/}
    var _add: ((Element) -> Void)? { get { _stubs.hooks["_add"] as? ((Element) -> Void) } nonmutating set { _stubs.hooks["_add"] = newValue } } // stubble
    mutating func add(_ e: Element) {/*stubble:*/ if let _add { return _add(e) };/*:stubble*/ items.append(e) }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self._items as Any], displayStyle: .struct) } // stubble
}
extension Gen: CustomReflectable {} // stubble

// @Stubbable
public final class PublicThing {
    @exclusivity(unchecked) var _getX: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setX: ((Int) -> Void)? = nil // stubble
    public var x: Int { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    public var _x: Int = 0
    public init() {}
    @exclusivity(unchecked) @usableFromInline var _twice: (() -> Int)? = nil // stubble
    @inlinable public func twice() -> Int {/*stubble:*/ if let _twice { _twice() } else {/*:stubble*/ x * 2 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _fast: (() -> Int)? = nil // stubble
    @inline(__always) func fast() -> Int {/*stubble:*/ if let _fast { _fast() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any], displayStyle: .class) } // stubble
}
extension PublicThing: CustomReflectable {} // stubble

// @Stubbable
final class Defaulted {
    @exclusivity(unchecked) var _f: ((Int, [Int]) -> Int)? = nil // stubble
    func f(_ a: Int = Defaulted.base, _ b: [Int] = []) -> Int {/*stubble:*/ if let _f { _f(a, b) } else {/*:stubble*/ a + b.count /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _getBase: (() -> Int)? = nil // stubble
    static var base: Int { // stubble
        get { if let _getBase { return _getBase() }; return _base } // stubble
    } // stubble
    static let _base: Int = 5
    static func _resetStaticStubs() { // stubble
        _getBase = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Defaulted: CustomReflectable {} // stubble

// @Stubbable
final class AsyncSeq {
    @exclusivity(unchecked) var _stream: (() -> AsyncStream<Int>)? = nil // stubble
    func stream() -> AsyncStream<Int> {/*stubble:*/ if let _stream { _stream() } else {/*:stubble*/ AsyncStream { $0.yield(1); $0.finish() } /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _values: (nonisolated(nonsending) () async -> [Int])? = nil // stubble
    func values() async -> [Int] {/*stubble:*/ if let _values { return await _values() };/*:stubble*/ var out: [Int] = []; for await v in stream() { out.append(v) }; return out }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension AsyncSeq: CustomReflectable {} // stubble

// @Stubbable
final class Failable {
    init?(ok: Bool) { if !ok { return nil } }
    @exclusivity(unchecked) var _f: (() -> Int)? = nil // stubble
    func f() -> Int {/*stubble:*/ if let _f { _f() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Failable: CustomReflectable {} // stubble
