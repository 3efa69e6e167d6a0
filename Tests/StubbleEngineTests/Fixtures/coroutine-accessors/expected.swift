// Properties and subscripts whose accessors yield (`_read`, `_modify`, as the standard library and
// swift-collections write them). `_read` is stubbed like a getter: its guard yields the hook's value
// (`_getX`). `_modify` is stubbed like a setter: its guard yields a temporary holding the current value (read
// through the getter, and its hook) and hands the changed value to the setter's hook (`_setX`), which a
// `set` accessor, when there is one, calls too. With no hook set, each accessor runs as written.
// @Stubbable
final class Buffer {
    @exclusivity(unchecked) var _getStorage: (() -> [Int])? = nil // stubble
    @exclusivity(unchecked) var _setStorage: (([Int]) -> Void)? = nil // stubble
    private var storage: [Int] { // stubble
        @storageRestrictions(initializes: _storage) init { _storage = newValue } // stubble
        get { if let _getStorage { return _getStorage() }; return _storage } // stubble
        set { if let _setStorage { _setStorage(newValue) } else { _storage = newValue } } // stubble
        _modify { if _getStorage == nil && _setStorage == nil { yield &_storage } else { var _stubbleValue = storage; yield &_stubbleValue; storage = _stubbleValue } } // stubble
    } // stubble
    private var _storage: [Int] = [1, 2, 3]
    @exclusivity(unchecked) var _getHeader: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setHeader: ((String) -> Void)? = nil // stubble
    private var header: String { // stubble
        @storageRestrictions(initializes: _header) init { _header = newValue } // stubble
        get { if let _getHeader { return _getHeader() }; return _header } // stubble
        set { if let _setHeader { _setHeader(newValue) } else { _header = newValue } } // stubble
        _modify { if _getHeader == nil && _setHeader == nil { yield &_header } else { var _stubbleValue = header; yield &_stubbleValue; header = _stubbleValue } } // stubble
    } // stubble
    private var _header = "head"

    @exclusivity(unchecked) var _getFirst: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setFirst: ((Int) -> Void)? = nil // stubble
    var first: Int {
        _read {
            if let _getFirst { yield _getFirst(); return } // stubble
            yield storage[0]
        }
        _modify {
            if let _setFirst { var _stubbleValue = self.first; yield &_stubbleValue; _setFirst(_stubbleValue); return } // stubble
            yield &storage[0]
        }
    }

    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String {
        get {/*stubble:*/ if let _getTitle { _getTitle() } else {/*:stubble*/ header /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setTitle { return _setTitle(newValue) };/*:stubble*/ header = newValue }
        _modify {/*stubble:*/ if let _setTitle { var _stubbleValue = self.title; yield &_stubbleValue; _setTitle(_stubbleValue); return };/*:stubble*/ yield &header }
    }

    @exclusivity(unchecked) var _getSubscriptPosition: ((Int) -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSubscriptPosition: ((Int, Int) -> Void)? = nil // stubble
    subscript(position: Int) -> Int {
        @inline(__always)
        _read {/*stubble:*/ if let _getSubscriptPosition { yield _getSubscriptPosition(position); return };/*:stubble*/ yield storage[position] }
        _modify {
            if let _setSubscriptPosition { var _stubbleValue = self[position]; yield &_stubbleValue; _setSubscriptPosition(position, _stubbleValue); return } // stubble
            precondition(position < storage.count)
            yield &storage[position]
        }
    }

    @exclusivity(unchecked) var _getSubscriptFromCount: ((Int, Int) -> ArraySlice<Int>)? = nil // stubble
    @exclusivity(unchecked) var _setSubscriptFromCount: ((Int, Int, ArraySlice<Int>) -> Void)? = nil // stubble
    subscript(from from: Int, count count: Int) -> ArraySlice<Int> {
        get {/*stubble:*/ if let _getSubscriptFromCount { _getSubscriptFromCount(from, count) } else {/*:stubble*/ storage[from..<(from + count)] /*stubble:*/}/*:stubble*/}
        _modify {/*stubble:*/ if let _setSubscriptFromCount { var _stubbleValue = self[from: from, count: count]; yield &_stubbleValue; _setSubscriptFromCount(from, count, _stubbleValue); return };/*:stubble*/ yield &storage[from..<(from + count)] }
    }

    @exclusivity(unchecked) var _getLast: (() -> Int)? = nil // stubble
    var last: Int {
        _read {/*stubble:*/ if let _getLast { yield _getLast(); return };/*:stubble*/ yield storage[storage.count - 1] }
    }

    @exclusivity(unchecked) var _getSubscriptAtDefault: ((Int, @autoclosure () -> Int) -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSubscriptAtDefault: ((Int, @autoclosure () -> Int, Int) -> Void)? = nil // stubble
    subscript(at index: Int, default value: @autoclosure () -> Int) -> Int {
        get {/*stubble:*/ if let _getSubscriptAtDefault { _getSubscriptAtDefault(index, value()) } else {/*:stubble*/ index < storage.count ? storage[index] : value() /*stubble:*/}/*:stubble*/}
        _modify {
            if let _setSubscriptAtDefault { var _stubbleValue = self[at: index, default: value()]; yield &_stubbleValue; _setSubscriptAtDefault(index, value(), _stubbleValue); return } // stubble
            var current = index < storage.count ? storage[index] : value()
            defer { if index < storage.count { storage[index] = current } }
            yield &current
        }
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["storage": self._storage as Any, "header": self._header as Any], displayStyle: .class) } // stubble
}
extension Buffer: CustomReflectable {} // stubble

// @Stubbable
struct Pair {
    var _getValues: (() -> (Int, Int))? { get { _stubs.hooks["_getValues"] as? (() -> (Int, Int)) } nonmutating set { _stubs.hooks["_getValues"] = newValue } } // stubble
    var _setValues: (((Int, Int)) -> Void)? { get { _stubs.hooks["_setValues"] as? (((Int, Int)) -> Void) } nonmutating set { _stubs.hooks["_setValues"] = newValue } } // stubble
    var values: (Int, Int) = (1, 2) { // stubble
        @storageRestrictions(initializes: _values) init { _values = newValue } // stubble
        get { if let _getValues { return _getValues() }; return _values } // stubble
        set { if let _setValues { _setValues(newValue) } else { _values = newValue } } // stubble
        _modify { if _getValues == nil && _setValues == nil { yield &_values } else { var _stubbleValue = values; yield &_stubbleValue; values = _stubbleValue } } // stubble
    } // stubble
    var _values: (Int, Int) = (1, 2)

    var _getLeft: (() -> Int)? { get { _stubs.hooks["_getLeft"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getLeft"] = newValue } } // stubble
    var _setLeft: ((Int) -> Void)? { get { _stubs.hooks["_setLeft"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setLeft"] = newValue } } // stubble
    var left: Int {
        _read {/*stubble:*/ if let _getLeft { yield _getLeft(); return };/*:stubble*/ yield values.0 }
        _modify {/*stubble:*/ if let _setLeft { var _stubbleValue = self.left; yield &_stubbleValue; _setLeft(_stubbleValue); return };/*:stubble*/ yield &values.0 }
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["values": self._values as Any], displayStyle: .struct) } // stubble
}
extension Pair: CustomReflectable {} // stubble
