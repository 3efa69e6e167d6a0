// An initializer of a noncopyable struct that reaches a member through a property of a noncopyable stored
// property (`self.ring.slots.count`, `ring.slots[i] = …`) crashes Swift 6.3's compiler (signal 11 in SILGen,
// swift-system's `IORing.init(queueDepth:flags:)`) once that property has the init accessor its stubs need.
// So `slots` stays stored, with a hint that says why; the other properties of both structs are stubbed: a
// property only read whole (`ring.head`), or reached through a local value rather than a stored property
// (`spare.mask.bitWidth`), keeps its hooks.

public enum RingError: Error { case empty }

// @Stubbable
struct SlotRing: ~Copyable {
    let slots: UnsafeMutableBufferPointer<UInt32>
    var _getHead: (() -> UInt32)? { get { _stubs.hooks["_getHead"] as? (() -> UInt32) } nonmutating set { _stubs.hooks["_getHead"] = newValue } } // stubble
    var _setHead: ((UInt32) -> Void)? { get { _stubs.hooks["_setHead"] as? ((UInt32) -> Void) } nonmutating set { _stubs.hooks["_setHead"] = newValue } } // stubble
    var head: UInt32 { // stubble
        @storageRestrictions(initializes: _head) init { _head = newValue } // stubble
        get { if let _getHead { return _getHead() }; return _head } // stubble
        set { if let _setHead { _setHead(newValue) } else { _head = newValue } } // stubble
        _modify { if _getHead == nil && _setHead == nil { yield &_head } else { var _stubbleValue = head; yield &_stubbleValue; head = _stubbleValue } } // stubble
    } // stubble
    var _head: UInt32
    var _getMask: (() -> UInt32)? { get { _stubs.hooks["_getMask"] as? (() -> UInt32) } nonmutating set { _stubs.hooks["_getMask"] = newValue } } // stubble
    var mask: UInt32 { // stubble
        @storageRestrictions(initializes: _mask) init { _mask = newValue } // stubble
        get { if let _getMask { return _getMask() }; return _mask } // stubble
    } // stubble
    let _mask: UInt32
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}

// @Stubbable
public struct Ring: ~Copyable {
    var ring: SlotRing
    var _getDepth: (() -> Int)? { get { _stubs.hooks["_getDepth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getDepth"] = newValue } } // stubble
    var depth: Int { // stubble
        @storageRestrictions(initializes: _depth) init { _depth = newValue } // stubble
        get { if let _getDepth { return _getDepth() }; return _depth } // stubble
    } // stubble
    let _depth: Int

    public init(depth: UInt32) throws(RingError) {
        guard depth > 0 else { throw RingError.empty }
        let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: Int(depth))
        self.depth = Int(depth)
        self.ring = SlotRing(slots: buffer, head: 0, mask: depth - 1)
        for i in 0 ..< self.ring.slots.count {
            ring.slots[i] = UInt32(i)
        }
        let start = ring.head
        let spare = SlotRing(slots: buffer, head: start, mask: 0)
        _ = spare.mask.bitWidth
    }

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "\(depth) slots from \(ring.head)" /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}
