// Swift lays out a type's stored properties in the order they are declared. A class whose code reaches them by
// address (`_getUnsafePointerToStoredProperties(self)`: the first one's, as swift-atomics' ManagedAtomic and
// ManagedAtomicLazyReference do), or which is `@_fixed_layout`, keeps each where it was: its stored hooks go
// after its last stored property, at the end of its body (inside the `#if` its member is in). A stored hook
// before `count` would have moved it: the pointer would then read and write the hook's closure. Other classes
// (`Plain`) keep their hooks beside their members.
// @Stubbable
final class Cell {
    var count: Int
    var label: String
    #if DEBUG
    var checks = 0
    #endif

    init(count: Int, label: String) {
        self.count = count
        self.label = label
    }

    var countAddress: UnsafeMutablePointer<Int> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
    }

    func bump() {
        countAddress.pointee += 1
    }

    func current() -> Int {
        countAddress.pointee
    }
}

// @Stubbable
@_fixed_layout
public class Flag {
    @usableFromInline
    internal var _storage: Bool

    public init(_ value: Bool) {
        _storage = value
    }

    @usableFromInline
    internal var _address: UnsafeMutablePointer<Bool> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Bool.self)
    }

    public func toggle() {
        _address.pointee.toggle()
    }
}

// @Stubbable
final class Plain {
    var count = 0

    func bump() {
        count += 1
    }
}

// A struct whose own code reads its memory as something else (`unsafeBitCast(self, to:)`, a pointer to itself
// rebound to the type of its only stored property: "Self is layout-compatible with its only stored property")
// keeps its size: no box, its instance hooks live outside the value, as static hooks (`Bits._asWord`).
// @Stubbable
struct Bits {
    var raw: UInt64

    func asWord() -> UInt64 {
        unsafeBitCast(self, to: UInt64.self)
    }

    static func rawAddress(_ pointer: UnsafeMutablePointer<Bits>) -> UnsafeMutablePointer<UInt64> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: UInt64.self)
    }
}
