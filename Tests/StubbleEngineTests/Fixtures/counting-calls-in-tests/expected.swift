// The test a user writes first, for each kind of type: a hook that counts calls in a local `var`. Hooks
// are @Sendable only on an actor and on a type that declares Sendable; there a test counts in a Mutex.
// @Stubbable
final class Clock {
    @exclusivity(unchecked) var _now: (() -> Int)? = nil // stubble
    func now() -> Int {/*stubble:*/ if let _now { _now() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _tick: (nonisolated(nonsending) () async -> Int)? = nil // stubble
    func tick() async -> Int {/*stubble:*/ if let _tick { await _tick() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Clock: CustomReflectable {} // stubble

// @Stubbable
struct Ruler {
    var _getLength: (() -> Int)? { get { _stubs.hooks["_getLength"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getLength"] = newValue } } // stubble
    var _setLength: ((Int) -> Void)? { get { _stubs.hooks["_setLength"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setLength"] = newValue } } // stubble
    var length: Int { // stubble
        @storageRestrictions(initializes: _length) init { _length = newValue } // stubble
        get { if let _getLength { return _getLength() }; return _length } // stubble
        set { if let _setLength { _setLength(newValue) } else { _length = newValue } } // stubble
        _modify { if _getLength == nil && _setLength == nil { yield &_length } else { var _stubbleValue = length; yield &_stubbleValue; length = _stubbleValue } } // stubble
    } // stubble
    var _length: Int
    var _measure: (() -> Int)? { get { _stubs.hooks["_measure"] as? (() -> Int) } nonmutating set { _stubs.hooks["_measure"] = newValue } } // stubble
    func measure() -> Int {/*stubble:*/ if let _measure { _measure() } else {/*:stubble*/ length /*stubble:*/}/*:stubble*/}
    var _measureLater: (nonisolated(nonsending) () async -> Int)? { get { _stubs.hooks["_measureLater"] as? (nonisolated(nonsending) () async -> Int) } nonmutating set { _stubs.hooks["_measureLater"] = newValue } } // stubble
    func measureLater() async -> Int {/*stubble:*/ if let _measureLater { await _measureLater() } else {/*:stubble*/ length /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["length": self._length as Any], displayStyle: .struct) } // stubble
}
extension Ruler: CustomReflectable {} // stubble

// Its instance hooks are static (a BitwiseCopyable struct holds no box): set once for every value.
// @Stubbable
struct Vector: BitwiseCopyable, Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getDx: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setDx: ((Int) -> Void)? = nil // stubble
    var dx: Int { // stubble
        @storageRestrictions(initializes: _dx) init { _dx = newValue } // stubble
        get { if let _getDx = Self._getDx { return _getDx() }; return _dx } // stubble
        set { if let _setDx = Self._setDx { _setDx(newValue) } else { _dx = newValue } } // stubble
        _modify { if Self._getDx == nil && Self._setDx == nil { yield &_dx } else { var _stubbleValue = dx; yield &_stubbleValue; dx = _stubbleValue } } // stubble
    } // stubble
    var _dx: Int
    @exclusivity(unchecked) nonisolated(unsafe) static var _length: (() -> Int)? = nil // stubble
    func length() -> Int {/*stubble:*/ if let _length = Self._length { _length() } else {/*:stubble*/ dx /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _lengthLater: (nonisolated(nonsending) () async -> Int)? = nil // stubble
    func lengthLater() async -> Int {/*stubble:*/ if let _lengthLater = Self._lengthLater { await _lengthLater() } else {/*:stubble*/ dx /*stubble:*/}/*:stubble*/}
    static func _resetStaticStubs() { // stubble
        _getDx = nil // stubble
        _setDx = nil // stubble
        _length = nil // stubble
        _lengthLater = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["dx": self._dx as Any], displayStyle: .struct) } // stubble
}
extension Vector: CustomReflectable {} // stubble

// @Stubbable
class Animal {
    @exclusivity(unchecked) var _sound: (() -> String)? = nil // stubble
    func sound() -> String {/*stubble:*/ if let _sound { _sound() } else {/*:stubble*/ "..." /*stubble:*/}/*:stubble*/}
}

// @Stubbable
final class Dog: Animal {
    @exclusivity(unchecked) var _soundDog: (() -> String)? = nil // stubble
    override func sound() -> String {/*stubble:*/ if let _soundDog { _soundDog() } else {/*:stubble*/ "woof" /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _fetch: (nonisolated(nonsending) () async throws -> String)? = nil // stubble
    func fetch() async throws -> String {/*stubble:*/ if let _fetch { try await _fetch() } else {/*:stubble*/ "ball" /*stubble:*/}/*:stubble*/}
}

// @Stubbable
@MainActor
final class ViewModel {
    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    var _title: String = "home"
    @exclusivity(unchecked) var _refresh: (() async -> Int)? = nil // stubble
    func refresh() async -> Int {/*stubble:*/ if let _refresh { await _refresh() } else {/*:stubble*/ 3 /*stubble:*/}/*:stubble*/}
}

// @Stubbable
actor Ledger {
    @exclusivity(unchecked) nonisolated(unsafe) var _getTotal: (@Sendable () -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setTotal: (@Sendable (Int) -> Void)? = nil // stubble
    var total: Int { // stubble
        @storageRestrictions(initializes: _total) init { _total = newValue } // stubble
        get { if let _getTotal { return _getTotal() }; return _total } // stubble
        set { if let _setTotal { _setTotal(newValue) } else { _total = newValue } } // stubble
        _modify { if _getTotal == nil && _setTotal == nil { yield &_total } else { var _stubbleValue = total; yield &_stubbleValue; total = _stubbleValue } } // stubble
    } // stubble
    var _total = 0
    @exclusivity(unchecked) nonisolated(unsafe) var _add: (@Sendable (Int) -> Int)? = nil // stubble
    func add(_ amount: Int) -> Int {
        if let _add { return _add(amount) } // stubble
        total += amount
        return total
    }
}

// @Stubbable
final class Settings: Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) var _theme: (@Sendable () -> String)? = nil // stubble
    func theme() -> String {/*stubble:*/ if let _theme { _theme() } else {/*:stubble*/ "light" /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Settings: CustomReflectable {} // stubble
