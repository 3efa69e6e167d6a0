// A type's mirror conforms it to `CustomReflectable` at file scope (see reflection-sees-the-original). Found
// stubbing swift-log in CI: an internal `@usableFromInline` type's witness must be `@usableFromInline` too
// ("property 'customMirror' must be declared '@usableFromInline'"), and a `private` nested type is not visible
// at file scope ("'ReplaceOnceBox' is inaccessible due to 'private' protection level"): it gets no mirror.
// A `package` one too (swift-collections' `@usableFromInline package struct _UnsafeBitSet`, and the types nested
// in its extensions): its witness is `@usableFromInline package`.
// @Stubbable
@usableFromInline
struct Counter {
    @usableFromInline var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
    @usableFromInline var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
    @usableFromInline var count: Int = 0 { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    @usableFromInline var _count = 0
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _init: (() -> Counter)? = nil // stubble
    @usableFromInline init() {/*stubble:*/ if let _init = Self._init { self = _init(); return };/*:stubble*/}
    @usableFromInline var _next: (() -> Int)? { get { _stubs.hooks["_next"] as? (() -> Int) } nonmutating set { _stubs.hooks["_next"] = newValue } } // stubble
    @usableFromInline func next() -> Int {/*stubble:*/ if let _next { _next() } else {/*:stubble*/ count + 1 /*stubble:*/}/*:stubble*/}
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
        _init = nil // stubble
    } // stubble
    @usableFromInline nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any], displayStyle: .struct) } // stubble
}
extension Counter: CustomReflectable {} // stubble

@inlinable public func nextCount() -> Int { Counter().next() }

// @Stubbable
@usableFromInline
package struct BitSet {
    @usableFromInline var _getWords: (() -> [UInt64])? { get { _stubs.hooks["_getWords"] as? (() -> [UInt64]) } nonmutating set { _stubs.hooks["_getWords"] = newValue } } // stubble
    @usableFromInline var _setWords: (([UInt64]) -> Void)? { get { _stubs.hooks["_setWords"] as? (([UInt64]) -> Void) } nonmutating set { _stubs.hooks["_setWords"] = newValue } } // stubble
    @usableFromInline package var words: [UInt64] { // stubble
        @storageRestrictions(initializes: _words) init { _words = newValue } // stubble
        get { if let _getWords { return _getWords() }; return _words } // stubble
        set { if let _setWords { _setWords(newValue) } else { _words = newValue } } // stubble
        _modify { if _getWords == nil && _setWords == nil { yield &_words } else { var _stubbleValue = words; yield &_stubbleValue; words = _stubbleValue } } // stubble
    } // stubble
    @usableFromInline package var _words: [UInt64]
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _initWords: (([UInt64]) -> BitSet)? = nil // stubble
    @usableFromInline package init(words: [UInt64]) {/*stubble:*/ if let _initWords = Self._initWords { self = _initWords(words); return };/*:stubble*/ self.words = words }
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
        _initWords = nil // stubble
    } // stubble
    @usableFromInline package nonisolated var customMirror: Mirror { Mirror(self, children: ["words": self._words as Any], displayStyle: .struct) } // stubble
}
extension BitSet: CustomReflectable {} // stubble

extension BitSet {
    // @Stubbable
    @frozen
    @usableFromInline
    package struct Index {
        @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _getValue: (() -> Int)? = nil // stubble
        @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _setValue: ((Int) -> Void)? = nil // stubble
        @usableFromInline package var value: Int { // stubble
            @storageRestrictions(initializes: _value) @inlinable init { _value = newValue } // stubble
            get { if let _getValue = Self._getValue { return _getValue() }; return _value } // stubble
            set { if let _setValue = Self._setValue { _setValue(newValue) } else { _value = newValue } } // stubble
            _modify { if Self._getValue == nil && Self._setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
        } // stubble
        @usableFromInline package var _value: Int
        @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _initValue: ((Int) -> Self)? = nil // stubble
        @inlinable package init(value: Int) {/*stubble:*/ if let _initValue = Self._initValue { self = _initValue(value); return };/*:stubble*/ self.value = value }
        static func _resetStaticStubs() { // stubble
            _getValue = nil // stubble
            _setValue = nil // stubble
            _initValue = nil // stubble
        } // stubble
        @usableFromInline package nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .struct) } // stubble
    }
}
extension BitSet.Index: CustomReflectable {} // stubble

@inlinable package func firstIndex(of set: BitSet) -> BitSet.Index { BitSet.Index(value: set.words.count) }

public struct Registry {
    // @Stubbable
    private final class ReplaceOnceBox {
        @exclusivity(unchecked) var _getValue: (() -> Int)? = nil // stubble
        @exclusivity(unchecked) var _setValue: ((Int) -> Void)? = nil // stubble
        var value: Int { // stubble
            @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
            get { if let _getValue { return _getValue() }; return _value } // stubble
            set { if let _setValue { _setValue(newValue) } else { _value = newValue } } // stubble
            _modify { if _getValue == nil && _setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
        } // stubble
        var _value = 1
        @exclusivity(unchecked) var _replace: ((Int) -> Void)? = nil // stubble
        func replace(_ v: Int) {/*stubble:*/ if let _replace { return _replace(v) };/*:stubble*/ value = v }
    }
    private let box = ReplaceOnceBox()
    public init() {}
    public func replace(_ v: Int) { box.replace(v) }
}
