// A class is a ManagedBuffer subclass also through a type alias (`Storage: RawStorage`, as swift-collections'
// `_HashNode.Storage: _RawHashStorage`) or another class of the module (`Doubled: Base`): `create` makes its
// instances without running an initializer, so a stored hook in them would be memory nobody initialized (the
// stubbed swift-collections crashed releasing one in `_HashNode.Storage.deinit`). Their instance members keep
// their text, each with a hint; their static members are stubbed.
typealias RawStorage = ManagedBuffer<Int, Int>

// @Stubbable
final class Storage: RawStorage {
    @exclusivity(unchecked) nonisolated(unsafe) static var _make: ((Int) -> Storage)? = nil // stubble
    static func make(start: Int) -> Storage {
        if let _make { _make(start) } else { // stubble
        Storage.create(minimumCapacity: 4) { _ in start } as! Storage
        } // stubble
    }

    func current() -> Int {
        header
    }
    static func _resetStaticStubs() { // stubble
        _make = nil // stubble
    } // stubble
}

class Base: ManagedBuffer<Int, Int> {}

// @Stubbable
final class Doubled: Base {
    func doubled() -> Int {
        header * 2
    }
}
