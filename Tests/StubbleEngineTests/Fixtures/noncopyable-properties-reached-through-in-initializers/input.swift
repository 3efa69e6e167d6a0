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
    var head: UInt32
    let mask: UInt32
}

// @Stubbable
public struct Ring: ~Copyable {
    var ring: SlotRing
    let depth: Int

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

    func describe() -> String { "\(depth) slots from \(ring.head)" }
}
