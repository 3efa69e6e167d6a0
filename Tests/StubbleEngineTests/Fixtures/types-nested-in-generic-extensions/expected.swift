// A type nested in an extension of a generic type is generic too (`Wrapper<Base>.Index`): Swift has no
// static stored properties there ("static stored properties not supported in generic types"), so its static
// hooks live in a file-private table, as a generic type's own do. Found in swift-algorithms'
// `InterspersedSequence.Index`.
// @Stubbable
struct Wrapper<Base: Collection> {
    var _getBase: (() -> Base)? { get { _stubs.hooks["_getBase"] as? (() -> Base) } nonmutating set { _stubs.hooks["_getBase"] = newValue } } // stubble
    var _setBase: ((Base) -> Void)? { get { _stubs.hooks["_setBase"] as? ((Base) -> Void) } nonmutating set { _stubs.hooks["_setBase"] = newValue } } // stubble
    var base: Base { // stubble
        @storageRestrictions(initializes: _base) init { _base = newValue } // stubble
        get { if let _getBase { return _getBase() }; return _base } // stubble
        set { if let _setBase { _setBase(newValue) } else { _base = newValue } } // stubble
        _modify { if _getBase == nil && _setBase == nil { yield &_base } else { var _stubbleValue = base; yield &_stubbleValue; base = _stubbleValue } } // stubble
    } // stubble
    var _base: Base
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self._base as Any], displayStyle: .struct) } // stubble
}
extension Wrapper: CustomReflectable {} // stubble

extension Wrapper: Collection {
    // @Stubbable
    struct Index: Comparable {
        var _getOffset: (() -> Int)? { get { _stubs.hooks["_getOffset"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getOffset"] = newValue } } // stubble
        var _setOffset: ((Int) -> Void)? { get { _stubs.hooks["_setOffset"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setOffset"] = newValue } } // stubble
        var offset: Int { // stubble
            @storageRestrictions(initializes: _offset) init { _offset = newValue } // stubble
            get { if let _getOffset { return _getOffset() }; return _offset } // stubble
            set { if let _setOffset { _setOffset(newValue) } else { _offset = newValue } } // stubble
            _modify { if _getOffset == nil && _setOffset == nil { yield &_offset } else { var _stubbleValue = offset; yield &_stubbleValue; offset = _stubbleValue } } // stubble
        } // stubble
        var _offset: Int

        static var _isLess: ((Index, Index) -> Bool)? { get { _staticStubs_Wrapper_Index[ObjectIdentifier(Self.self)]?["_isLess"] as? ((Index, Index) -> Bool) } set { _staticStubs_Wrapper_Index[ObjectIdentifier(Self.self), default: [:]]["_isLess"] = newValue } } // stubble
        static func < (lhs: Index, rhs: Index) -> Bool {
            if let _isLess { _isLess(lhs, rhs) } else { // stubble
            lhs.offset < rhs.offset
            } // stubble
        }

        static var _first: (() -> Self)? { get { _staticStubs_Wrapper_Index[ObjectIdentifier(Self.self)]?["_first"] as? (() -> Self) } set { _staticStubs_Wrapper_Index[ObjectIdentifier(Self.self), default: [:]]["_first"] = newValue } } // stubble
        static func first() -> Self {
            if let _first { _first() } else { // stubble
            Self(offset: 0)
            } // stubble
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
        static func _resetStaticStubs() { // stubble
            _staticStubs_Wrapper_Index.removeAll() // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["offset": self._offset as Any], displayStyle: .struct) } // stubble
    }

    var startIndex: Index { .first() }
    var endIndex: Index { Index(offset: base.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    subscript(i: Index) -> Base.Element { base[base.index(base.startIndex, offsetBy: i.offset)] }
}
nonisolated(unsafe) private var _staticStubs_Wrapper_Index: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Wrapper.Index: CustomReflectable {} // stubble
