// A @frozen generic struct (swift-collections' `_HashStack`) with a static `capacity` in each clause of an
// `#if` and an instance `capacity`: it cannot hold the box, so its instance hooks are static too, and both
// properties' hooks would be `_getCapacity` whenever a clause is compiled. The instance one is not stubbed,
// and says why; the static ones keep their hooks (one clause at a time).
// @Stubbable
@frozen public struct Levels<Element> {
#if _pointerBitWidth(_64)
    static var capacity: Int { 13 }
#else
    static var capacity: Int { 7 }
#endif

    var count: Int

    var capacity: Int { Self.capacity }

    func isFull() -> Bool {
        count == capacity
    }
}
