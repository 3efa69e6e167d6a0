// A struct's generic method with an `inout` closure parameter: its `Any?` hook lives in the struct's box. The
// method's type, which its body casts the hook to, keeps `Self` (the struct, `Slots<Element>` here), and an
// autoclosure stays one: a test's closure declares it too.
// @Stubbable
struct Slots<Element> {
    var _getItems: (() -> [Element])? { get { _stubs.hooks["_getItems"] as? (() -> [Element]) } nonmutating set { _stubs.hooks["_getItems"] = newValue } } // stubble
    var _setItems: (([Element]) -> Void)? { get { _stubs.hooks["_setItems"] as? (([Element]) -> Void) } nonmutating set { _stubs.hooks["_setItems"] = newValue } } // stubble
    var items: [Element] { // stubble
        @storageRestrictions(initializes: _items) init { _items = newValue } // stubble
        get { if let _getItems { return _getItems() }; return _items } // stubble
        set { if let _setItems { _setItems(newValue) } else { _items = newValue } } // stubble
        _modify { if _getItems == nil && _setItems == nil { yield &_items } else { var _stubbleValue = items; yield &_stubbleValue; items = _stubbleValue } } // stubble
    } // stubble
    var _items: [Element]

    var _withFirst: Any? { get { _stubs.hooks["_withFirst"] } nonmutating set { _stubs.hooks["_withFirst"] = newValue } } // stubble
    mutating func withFirst<R>(_ body: (inout Element) throws -> R) rethrows -> R? {
        if let _withFirst = (_withFirst as? ((inout Element) throws -> R) -> R?) ?? (_withFirst as? @Sendable ((inout Element) throws -> R) -> R?) { return _withFirst(body) } // stubble
        guard !items.isEmpty else { return nil }
        return try body(&items[0])
    }

    var _update: Any? { get { _stubs.hooks["_update"] } nonmutating set { _stubs.hooks["_update"] = newValue } } // stubble
    mutating func update<R>(default value: @autoclosure () -> Element, _ body: (inout Self) -> R) -> R {
        if let _update = (_update as? (@autoclosure () -> Element, (inout Self) -> R) -> R) ?? (_update as? @Sendable (@autoclosure () -> Element, (inout Self) -> R) -> R) { return _update(value(), body) } // stubble
        if items.isEmpty { items.append(value()) }
        return body(&self)
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self._items as Any], displayStyle: .struct) } // stubble
}
extension Slots: CustomReflectable {} // stubble
