// A type alias of a noncopyable type is noncopyable: a property declared with it is stubbed as one (a
// getter hook, `_read` and `_modify` over its storage), or keeps its text when an initializer assigns it.
// An alias is its scope's: `Plain._Handle` of another struct aliases `Int`, whose property has both hooks.
// A pointer to the alias's type is copyable.
struct Handle<Element: ~Copyable>: ~Copyable {
    var count: Int
}

// @Stubbable
final class Rigid<Element: ~Copyable> {
    typealias _Handle = Handle<Element>
    typealias _Spare = _Handle

    var handle: _Handle
    @exclusivity(unchecked) var _getSpare: (() -> _Spare?)? = nil // stubble
    var spare: _Spare? = nil { // stubble
        @storageRestrictions(initializes: _spare) init { _spare = newValue } // stubble
        _read { if let _getSpare { yield _getSpare(); return }; yield _spare } // stubble
        _modify { if let _getSpare { var _stubbleValue = _getSpare(); yield &_stubbleValue; _spare = _stubbleValue } else { yield &_spare } } // stubble
    } // stubble
    var _spare: _Spare? = nil
    @exclusivity(unchecked) var _getPointer: (() -> UnsafeMutablePointer<_Handle>?)? = nil // stubble
    @exclusivity(unchecked) var _setPointer: ((UnsafeMutablePointer<_Handle>?) -> Void)? = nil // stubble
    var pointer: UnsafeMutablePointer<_Handle>? = nil { // stubble
        @storageRestrictions(initializes: _pointer) init { _pointer = newValue } // stubble
        get { if let _getPointer { return _getPointer() }; return _pointer } // stubble
        set { if let _setPointer { _setPointer(newValue) } else { _pointer = newValue } } // stubble
        _modify { if _getPointer == nil && _setPointer == nil { yield &_pointer } else { var _stubbleValue = pointer; yield &_stubbleValue; pointer = _stubbleValue } } // stubble
    } // stubble
    var _pointer: UnsafeMutablePointer<_Handle>? = nil

    init(count: Int) {
        handle = Handle(count: count)
    }
}

// @Stubbable
struct Plain {
    typealias _Handle = Int

    var _getHandle: (() -> _Handle)? { get { _stubs.hooks["_getHandle"] as? (() -> _Handle) } nonmutating set { _stubs.hooks["_getHandle"] = newValue } } // stubble
    var _setHandle: ((_Handle) -> Void)? { get { _stubs.hooks["_setHandle"] as? ((_Handle) -> Void) } nonmutating set { _stubs.hooks["_setHandle"] = newValue } } // stubble
    var handle: _Handle { // stubble
        @storageRestrictions(initializes: _handle) init { _handle = newValue } // stubble
        get { if let _getHandle { return _getHandle() }; return _handle } // stubble
        set { if let _setHandle { _setHandle(newValue) } else { _handle = newValue } } // stubble
        _modify { if _getHandle == nil && _setHandle == nil { yield &_handle } else { var _stubbleValue = handle; yield &_stubbleValue; handle = _stubbleValue } } // stubble
    } // stubble
    var _handle: _Handle
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["handle": self._handle as Any], displayStyle: .struct) } // stubble
}
extension Plain: CustomReflectable {} // stubble
