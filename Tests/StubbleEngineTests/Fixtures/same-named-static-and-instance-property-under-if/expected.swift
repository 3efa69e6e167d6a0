// A @frozen generic struct (swift-collections' `_HashStack`) with a static `capacity` in each clause of an
// `#if` and an instance `capacity`: it cannot hold the box, so its instance hooks are static too, and both
// properties' hooks would be `_getCapacity` whenever a clause is compiled. The instance one is not stubbed,
// and says why; the static ones keep their hooks (one clause at a time).
// @Stubbable
@frozen public struct Levels<Element> {
#if _pointerBitWidth(_64)
    static var _getCapacity: (() -> Int)? { get { _staticStubs_Levels[ObjectIdentifier(Levels.self)]?["_getCapacity"] as? (() -> Int) } set { _staticStubs_Levels[ObjectIdentifier(Levels.self), default: [:]]["_getCapacity"] = newValue } } // stubble
    static var capacity: Int {/*stubble:*/ if let _getCapacity { _getCapacity() } else {/*:stubble*/ 13 /*stubble:*/}/*:stubble*/}
#else
    static var _getCapacity: (() -> Int)? { get { _staticStubs_Levels[ObjectIdentifier(Levels.self)]?["_getCapacity"] as? (() -> Int) } set { _staticStubs_Levels[ObjectIdentifier(Levels.self), default: [:]]["_getCapacity"] = newValue } } // stubble
    static var capacity: Int {/*stubble:*/ if let _getCapacity { _getCapacity() } else {/*:stubble*/ 7 /*stubble:*/}/*:stubble*/}
#endif

    static var _getCount: (() -> Int)? { get { _staticStubs_Levels[ObjectIdentifier(Levels.self)]?["_getCount"] as? (() -> Int) } set { _staticStubs_Levels[ObjectIdentifier(Levels.self), default: [:]]["_getCount"] = newValue } } // stubble
    static var _setCount: ((Int) -> Void)? { get { _staticStubs_Levels[ObjectIdentifier(Levels.self)]?["_setCount"] as? ((Int) -> Void) } set { _staticStubs_Levels[ObjectIdentifier(Levels.self), default: [:]]["_setCount"] = newValue } } // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount = Self._getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount = Self._setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if Self._getCount == nil && Self._setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count: Int

    var capacity: Int { Self.capacity }

    static var _isFull: (() -> Bool)? { get { _staticStubs_Levels[ObjectIdentifier(Levels.self)]?["_isFull"] as? (() -> Bool) } set { _staticStubs_Levels[ObjectIdentifier(Levels.self), default: [:]]["_isFull"] = newValue } } // stubble
    func isFull() -> Bool {
        if let _isFull = Self._isFull { _isFull() } else { // stubble
        count == capacity
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _staticStubs_Levels.removeAll() // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Levels: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Levels: CustomReflectable {} // stubble
