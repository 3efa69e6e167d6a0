// A generic subscript with a getter body is stubbed like a generic method: its hook takes and returns `Any`
// where a type is generic, and the result is cast back (`as! T`): a `@dynamicMemberLookup` key-path
// subscript, one with a constraint or a `where` clause, a class's, an actor's and a static one of a generic
// class (in the type's table of static hooks). A parameter a type-erased hook cannot take (a non-escaping
// closure of a generic type) keeps the method rule's hint. The previous engine skipped every generic subscript
// with the hint "it has no body", which was not why.

// @Stubbable
@dynamicMemberLookup struct Bag {
    var _getStorage: (() -> [String: Int])? { get { _stubs.hooks["_getStorage"] as? (() -> [String: Int]) } nonmutating set { _stubs.hooks["_getStorage"] = newValue } } // stubble
    var _setStorage: (([String: Int]) -> Void)? { get { _stubs.hooks["_setStorage"] as? (([String: Int]) -> Void) } nonmutating set { _stubs.hooks["_setStorage"] = newValue } } // stubble
    var storage: [String: Int] = ["a": 1] { // stubble
        @storageRestrictions(initializes: _storage) init { _storage = newValue } // stubble
        get { if let _getStorage { return _getStorage() }; return _storage } // stubble
        set { if let _setStorage { _setStorage(newValue) } else { _storage = newValue } } // stubble
        _modify { if _getStorage == nil && _setStorage == nil { yield &_storage } else { var _stubbleValue = storage; yield &_stubbleValue; storage = _stubbleValue } } // stubble
    } // stubble
    var _storage: [String: Int] = ["a": 1]
    var _subscriptDynamicMember: ((String) -> Int)? { get { _stubs.hooks["_subscriptDynamicMember"] as? ((String) -> Int) } nonmutating set { _stubs.hooks["_subscriptDynamicMember"] = newValue } } // stubble
    subscript(dynamicMember key: String) -> Int {/*stubble:*/ if let _subscriptDynamicMember { _subscriptDynamicMember(key) } else {/*:stubble*/ storage[key] ?? 0 /*stubble:*/}/*:stubble*/}
    var _subscriptDynamicMember2: ((Any) -> Any)? { get { _stubs.hooks["_subscriptDynamicMember2"] as? ((Any) -> Any) } nonmutating set { _stubs.hooks["_subscriptDynamicMember2"] = newValue } } // stubble
    subscript<T>(dynamicMember kp: KeyPath<[String: Int], T>) -> T {/*stubble:*/ if let _subscriptDynamicMember2 { _subscriptDynamicMember2(kp) as! T } else {/*:stubble*/ storage[keyPath: kp] /*stubble:*/}/*:stubble*/}
    var _subscriptScaled: ((Any) -> Any)? { get { _stubs.hooks["_subscriptScaled"] as? ((Any) -> Any) } nonmutating set { _stubs.hooks["_subscriptScaled"] = newValue } } // stubble
    subscript<T: Numeric>(scaled v: T) -> T {/*stubble:*/ if let _subscriptScaled { _subscriptScaled(v) as! T } else {/*:stubble*/ v * 2 /*stubble:*/}/*:stubble*/}
    var _subscriptPairT: ((Any, Any) -> Any)? { get { _stubs.hooks["_subscriptPairT"] as? ((Any, Any) -> Any) } nonmutating set { _stubs.hooks["_subscriptPairT"] = newValue } } // stubble
    subscript<T>(pair a: T, _ b: T) -> [T] where T: Equatable {/*stubble:*/ if let _subscriptPairT { _subscriptPairT(a, b) as! [T] } else {/*:stubble*/ a == b ? [a] : [a, b] /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["storage": self._storage as Any], displayStyle: .struct) } // stubble
}
extension Bag: CustomReflectable {} // stubble

// @Stubbable
final class Table<Row> {
    @exclusivity(unchecked) var _getRows: (() -> [Row])? = nil // stubble
    @exclusivity(unchecked) var _setRows: (([Row]) -> Void)? = nil // stubble
    var rows: [Row] { // stubble
        @storageRestrictions(initializes: _rows) init { _rows = newValue } // stubble
        get { if let _getRows { return _getRows() }; return _rows } // stubble
        set { if let _setRows { _setRows(newValue) } else { _rows = newValue } } // stubble
        _modify { if _getRows == nil && _setRows == nil { yield &_rows } else { var _stubbleValue = rows; yield &_stubbleValue; rows = _stubbleValue } } // stubble
    } // stubble
    var _rows: [Row]
    init(rows: [Row]) { self.rows = rows }
    @exclusivity(unchecked) var _subscriptIndex: ((Any) -> Int)? = nil // stubble
    subscript<K: Hashable>(index k: K) -> Int {/*stubble:*/ if let _subscriptIndex { _subscriptIndex(k) } else {/*:stubble*/ k.hashValue == 0 ? 0 : rows.count /*stubble:*/}/*:stubble*/}
    subscript<U>(map f: (Row) -> U) -> [U] { rows.map(f) }
    static var _subscriptWrap: ((Any) -> Any)? { get { _staticStubs_Table[ObjectIdentifier(Table.self)]?["_subscriptWrap"] as? ((Any) -> Any) } set { _staticStubs_Table[ObjectIdentifier(Table.self), default: [:]]["_subscriptWrap"] = newValue } } // stubble
    static subscript<T>(wrap v: T) -> [T] {/*stubble:*/ if let _subscriptWrap { _subscriptWrap(v) as! [T] } else {/*:stubble*/ [v] /*stubble:*/}/*:stubble*/}
    static func _resetStaticStubs() { // stubble
        _staticStubs_Table.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["rows": self._rows as Any], displayStyle: .class) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Table: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Table: CustomReflectable {} // stubble

// @Stubbable
actor Cache {
    @exclusivity(unchecked) nonisolated(unsafe) var _getItems: (@Sendable () -> [Int])? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setItems: (@Sendable ([Int]) -> Void)? = nil // stubble
    var items: [Int] { // stubble
        @storageRestrictions(initializes: _items) init { _items = newValue } // stubble
        get { if let _getItems { return _getItems() }; return _items } // stubble
        set { if let _setItems { _setItems(newValue) } else { _items = newValue } } // stubble
        _modify { if _getItems == nil && _setItems == nil { yield &_items } else { var _stubbleValue = items; yield &_stubbleValue; items = _stubbleValue } } // stubble
    } // stubble
    var _items: [Int] = [1, 2]
    @exclusivity(unchecked) nonisolated(unsafe) var _subscript: (@Sendable (Any) -> Int)? = nil // stubble
    subscript<T: BinaryInteger>(at i: T) -> Int {/*stubble:*/ if let _subscript { _subscript(i) } else {/*:stubble*/ items[Int(i)] /*stubble:*/}/*:stubble*/}
}
