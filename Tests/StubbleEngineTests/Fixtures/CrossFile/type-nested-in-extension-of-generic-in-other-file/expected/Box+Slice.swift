// The file of `Slice` sees `Box.Elements` without what it is nested in, so it cannot tell whether it is
// generic (it is: `Box<T>.Elements`). A static hook of `Slice` (here its initializer's) is kept in a table,
// which works for any type: a static stored property would be "not supported in generic types".
extension Box.Elements {
    // @Stubbable
    struct Slice {
        var _getBase: (() -> Box)? { get { _stubs.hooks["_getBase"] as? (() -> Box) } nonmutating set { _stubs.hooks["_getBase"] = newValue } } // stubble
        var _setBase: ((Box) -> Void)? { get { _stubs.hooks["_setBase"] as? ((Box) -> Void) } nonmutating set { _stubs.hooks["_setBase"] = newValue } } // stubble
        var base: Box { // stubble
            @storageRestrictions(initializes: _base) init { _base = newValue } // stubble
            get { if let _getBase { return _getBase() }; return _base } // stubble
            set { if let _setBase { _setBase(newValue) } else { _base = newValue } } // stubble
            _modify { if _getBase == nil && _setBase == nil { yield &_base } else { var _stubbleValue = base; yield &_stubbleValue; base = _stubbleValue } } // stubble
        } // stubble
        var _base: Box
        var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
        var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
        var count: Int { // stubble
            @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
            get { if let _getCount { return _getCount() }; return _count } // stubble
            set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
            _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
        } // stubble
        var _count: Int

        static var _initBase: ((Box) -> Self)? { get { _staticStubs_BoxElements_Slice[ObjectIdentifier(Self.self)]?["_initBase"] as? ((Box) -> Self) } set { _staticStubs_BoxElements_Slice[ObjectIdentifier(Self.self), default: [:]]["_initBase"] = newValue } } // stubble
        init(base: Box) {
            if let _initBase = Self._initBase { self = _initBase(base); return } // stubble
            self.base = base
            self.count = base.items.count
        }
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
            _staticStubs_BoxElements_Slice.removeAll() // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self._base as Any, "count": self._count as Any], displayStyle: .struct) } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_BoxElements_Slice: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Box.Elements.Slice: CustomReflectable {} // stubble
