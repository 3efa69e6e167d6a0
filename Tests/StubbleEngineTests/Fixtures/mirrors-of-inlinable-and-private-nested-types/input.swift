// A type's mirror conforms it to `CustomReflectable` at file scope (see reflection-sees-the-original). Found
// stubbing swift-log in CI: an internal `@usableFromInline` type's witness must be `@usableFromInline` too
// ("property 'customMirror' must be declared '@usableFromInline'"), and a `private` nested type is not visible
// at file scope ("'ReplaceOnceBox' is inaccessible due to 'private' protection level"): it gets no mirror.
// A `package` one too (swift-collections' `@usableFromInline package struct _UnsafeBitSet`, and the types nested
// in its extensions): its witness is `@usableFromInline package`.
// @Stubbable
@usableFromInline
struct Counter {
    @usableFromInline var count = 0
    @usableFromInline init() {}
    @usableFromInline func next() -> Int { count + 1 }
}

@inlinable public func nextCount() -> Int { Counter().next() }

// @Stubbable
@usableFromInline
package struct BitSet {
    @usableFromInline package var words: [UInt64]
    @usableFromInline package init(words: [UInt64]) { self.words = words }
}

extension BitSet {
    // @Stubbable
    @frozen
    @usableFromInline
    package struct Index {
        @usableFromInline package var value: Int
        @inlinable package init(value: Int) { self.value = value }
    }
}

@inlinable package func firstIndex(of set: BitSet) -> BitSet.Index { BitSet.Index(value: set.words.count) }

public struct Registry {
    // @Stubbable
    private final class ReplaceOnceBox {
        var value = 1
        func replace(_ v: Int) { value = v }
    }
    private let box = ReplaceOnceBox()
    public init() {}
    public func replace(_ v: Int) { box.replace(v) }
}
