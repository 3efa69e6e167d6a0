// Swift lays out a type's stored properties in the order they are declared. A class whose code reaches them by
// address (`_getUnsafePointerToStoredProperties(self)`: the first one's, as swift-atomics' ManagedAtomic and
// ManagedAtomicLazyReference do), or which is `@_fixed_layout`, keeps each where it was: its stored hooks go
// after its last stored property, at the end of its body (inside the `#if` its member is in). A stored hook
// before `count` would have moved it: the pointer would then read and write the hook's closure. Other classes
// (`Plain`) keep their hooks beside their members.
// @Stubbable
final class Cell {
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count: Int
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String
    #if DEBUG
    var checks: Int { // stubble
        @storageRestrictions(initializes: _checks) init { _checks = newValue } // stubble
        get { if let _getChecks { return _getChecks() }; return _checks } // stubble
        set { if let _setChecks { _setChecks(newValue) } else { _checks = newValue } } // stubble
        _modify { if _getChecks == nil && _setChecks == nil { yield &_checks } else { var _stubbleValue = checks; yield &_stubbleValue; checks = _stubbleValue } } // stubble
    } // stubble
    var _checks = 0
    #endif

    init(count: Int, label: String) {
        self.count = count
        self.label = label
    }

    var countAddress: UnsafeMutablePointer<Int> {
        if let _getCountAddress { _getCountAddress() } else { // stubble
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
        } // stubble
    }

    func bump() {
        if let _bump { return _bump() } // stubble
        countAddress.pointee += 1
    }

    func current() -> Int {
        if let _current { _current() } else { // stubble
        countAddress.pointee
        } // stubble
    }
    @exclusivity(unchecked) var _getCount: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setCount: ((Int) -> Void)? = nil // stubble
    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setLabel: ((String) -> Void)? = nil // stubble
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getChecks: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setChecks: ((Int) -> Void)? = nil // stubble
    #endif // stubble
    @exclusivity(unchecked) var _getCountAddress: (() -> UnsafeMutablePointer<Int>)? = nil // stubble
    @exclusivity(unchecked) var _bump: (() -> Void)? = nil // stubble
    @exclusivity(unchecked) var _current: (() -> Int)? = nil // stubble
}

// @Stubbable
@_fixed_layout
public class Flag {
    @usableFromInline internal var _storage: Bool { // stubble
        @storageRestrictions(initializes: __storage) init { __storage = newValue } // stubble
        get { if let _get_storage { return _get_storage() }; return __storage } // stubble
        set { if let _set_storage { _set_storage(newValue) } else { __storage = newValue } } // stubble
        _modify { if _get_storage == nil && _set_storage == nil { yield &__storage } else { var _stubbleValue = _storage; yield &_stubbleValue; _storage = _stubbleValue } } // stubble
    } // stubble
    @usableFromInline
    internal var __storage: Bool

    public init(_ value: Bool) {
        _storage = value
    }

    @usableFromInline
    internal var _address: UnsafeMutablePointer<Bool> {
        if let _get_address { _get_address() } else { // stubble
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Bool.self)
        } // stubble
    }

    public func toggle() {
        if let _toggle { return _toggle() } // stubble
        _address.pointee.toggle()
    }
    @exclusivity(unchecked) @usableFromInline var _get_storage: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) @usableFromInline var _set_storage: ((Bool) -> Void)? = nil // stubble
    @exclusivity(unchecked) @usableFromInline var _get_address: (() -> UnsafeMutablePointer<Bool>)? = nil // stubble
    @exclusivity(unchecked) var _toggle: (() -> Void)? = nil // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["_storage": self.__storage as Any], displayStyle: .class) } // stubble
}
extension Flag: CustomReflectable {} // stubble

// @Stubbable
final class Plain {
    @exclusivity(unchecked) var _getCount: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setCount: ((Int) -> Void)? = nil // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count = 0

    @exclusivity(unchecked) var _bump: (() -> Void)? = nil // stubble
    func bump() {
        if let _bump { return _bump() } // stubble
        count += 1
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any], displayStyle: .class) } // stubble
}
extension Plain: CustomReflectable {} // stubble

// A struct whose own code reads its memory as something else (`unsafeBitCast(self, to:)`, a pointer to itself
// rebound to the type of its only stored property: "Self is layout-compatible with its only stored property")
// keeps its size: no box, its instance hooks live outside the value, as static hooks (`Bits._asWord`).
// @Stubbable
struct Bits {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getRaw: (() -> UInt64)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setRaw: ((UInt64) -> Void)? = nil // stubble
    var raw: UInt64 { // stubble
        @storageRestrictions(initializes: _raw) init { _raw = newValue } // stubble
        get { if let _getRaw = Self._getRaw { return _getRaw() }; return _raw } // stubble
        set { if let _setRaw = Self._setRaw { _setRaw(newValue) } else { _raw = newValue } } // stubble
        _modify { if Self._getRaw == nil && Self._setRaw == nil { yield &_raw } else { var _stubbleValue = raw; yield &_stubbleValue; raw = _stubbleValue } } // stubble
    } // stubble
    var _raw: UInt64

    @exclusivity(unchecked) nonisolated(unsafe) static var _asWord: (() -> UInt64)? = nil // stubble
    func asWord() -> UInt64 {
        if let _asWord = Self._asWord { _asWord() } else { // stubble
        unsafeBitCast(self, to: UInt64.self)
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _rawAddress: ((UnsafeMutablePointer<Bits>) -> UnsafeMutablePointer<UInt64>)? = nil // stubble
    static func rawAddress(_ pointer: UnsafeMutablePointer<Bits>) -> UnsafeMutablePointer<UInt64> {
        if let _rawAddress { _rawAddress(pointer) } else { // stubble
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: UInt64.self)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getRaw = nil // stubble
        _setRaw = nil // stubble
        _asWord = nil // stubble
        _rawAddress = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["raw": self._raw as Any], displayStyle: .struct) } // stubble
}
extension Bits: CustomReflectable {} // stubble
