// `spy: true` on every kind of type, written by hand and expanded by "fix everything". Records are declared
// like the hooks: a struct keeps them in its box (copies share them, as they share hooks), an actor's and a
// Sendable class's are `nonisolated(unsafe)` like their hooks, a @MainActor class's are main-actor isolated.
// @Stubbable(spy: true)
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
    var _measure: ((Int, Int) -> Int)? { get { _stubs.hooks["_measure"] as? ((Int, Int) -> Int) } nonmutating set { _stubs.hooks["_measure"] = newValue } } // stubble
    struct MeasureInvocation: Equatable { // stubble
        var start: Int // stubble
        var end: Int // stubble
    } // stubble
    var measureCallCount: Int { get { _stubs.hooks["measureCallCount"] as? Int ?? 0 } nonmutating set { _stubs.hooks["measureCallCount"] = newValue } } // stubble
    var measureInvocations: [MeasureInvocation] { get { _stubs.hooks["measureInvocations"] as? [MeasureInvocation] ?? [] } nonmutating set { _stubs.hooks["measureInvocations"] = newValue } } // stubble
    var measureLastInvocation: MeasureInvocation? { measureInvocations.last } // stubble
    func _recordMeasure(_ start: Int, _ end: Int) -> ((Int, Int) -> Int)? { measureCallCount += 1; measureInvocations.append(MeasureInvocation(start: start, end: end)); return _measure } // stubble
    func measure(from start: Int, to end: Int) -> Int {/*stubble:*/ if let _measure = _recordMeasure(start, end) { _measure(start, end) } else {/*:stubble*/ end - start /*stubble:*/}/*:stubble*/}
    var _scale: ((Int) -> Int)? { get { _stubs.hooks["_scale"] as? ((Int) -> Int) } nonmutating set { _stubs.hooks["_scale"] = newValue } } // stubble
    var scaleCallCount: Int { get { _stubs.hooks["scaleCallCount"] as? Int ?? 0 } nonmutating set { _stubs.hooks["scaleCallCount"] = newValue } } // stubble
    var scaleInvocations: [Int] { get { _stubs.hooks["scaleInvocations"] as? [Int] ?? [] } nonmutating set { _stubs.hooks["scaleInvocations"] = newValue } } // stubble
    var scaleLastInvocation: Int? { scaleInvocations.last } // stubble
    func _recordScale(_ factor: Int) -> ((Int) -> Int)? { scaleCallCount += 1; scaleInvocations.append(factor); return _scale } // stubble
    func scale(_ factor: Int) -> Int {/*stubble:*/ if let _scale = _recordScale(factor) { _scale(factor) } else {/*:stubble*/ length * factor /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    func resetMock() { // stubble
        _stubs.hooks.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["length": self._length as Any], displayStyle: .struct) } // stubble
}
extension Ruler: CustomReflectable {} // stubble

// @Stubbable(spy: true)
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
    nonisolated(unsafe) var addCallCount: Int = 0 // stubble
    nonisolated(unsafe) var addInvocations: [Int] = [] // stubble
    nonisolated var addLastInvocation: Int? { addInvocations.last } // stubble
    nonisolated func _recordAdd(_ amount: Int) -> (@Sendable (Int) -> Int)? { addCallCount += 1; addInvocations.append(amount); return _add } // stubble
    func add(_ amount: Int) -> Int {
        if let _add = _recordAdd(amount) { return _add(amount) } // stubble
        total += amount
        return total
    }
    nonisolated func resetMock() { // stubble
        _getTotal = nil // stubble
        _setTotal = nil // stubble
        _add = nil // stubble
        addCallCount = 0 // stubble
        addInvocations = [] // stubble
    } // stubble
}

// @Stubbable(spy: true)
@MainActor
final class ViewModel {
    @exclusivity(unchecked) var _refresh: ((Int) async -> Int)? = nil // stubble
    var refreshCallCount: Int = 0 // stubble
    var refreshInvocations: [Int] = [] // stubble
    var refreshLastInvocation: Int? { refreshInvocations.last } // stubble
    func _recordRefresh(_ page: Int) -> ((Int) async -> Int)? { refreshCallCount += 1; refreshInvocations.append(page); return _refresh } // stubble
    func refresh(page: Int) async -> Int {/*stubble:*/ if let _refresh = _recordRefresh(page) { await _refresh(page) } else {/*:stubble*/ page + 1 /*stubble:*/}/*:stubble*/}
    func resetMock() { // stubble
        _refresh = nil // stubble
        refreshCallCount = 0 // stubble
        refreshInvocations = [] // stubble
    } // stubble
}

// @Stubbable(spy: true)
final class Settings: Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) var _theme: (@Sendable (String) -> String)? = nil // stubble
    nonisolated(unsafe) var themeCallCount: Int = 0 // stubble
    nonisolated(unsafe) var themeInvocations: [String] = [] // stubble
    var themeLastInvocation: String? { themeInvocations.last } // stubble
    func _recordTheme(_ user: String) -> (@Sendable (String) -> String)? { themeCallCount += 1; themeInvocations.append(user); return _theme } // stubble
    func theme(for user: String) -> String {/*stubble:*/ if let _theme = _recordTheme(user) { _theme(user) } else {/*:stubble*/ "light" /*stubble:*/}/*:stubble*/}
    func resetMock() { // stubble
        _theme = nil // stubble
        themeCallCount = 0 // stubble
        themeInvocations = [] // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Settings: CustomReflectable {} // stubble

// @Stubbable(spy: true)
final class Cache<Value> {
    @exclusivity(unchecked) var _getStored: (() -> [String: Value])? = nil // stubble
    @exclusivity(unchecked) var _setStored: (([String: Value]) -> Void)? = nil // stubble
    var stored: [String: Value] { // stubble
        @storageRestrictions(initializes: _stored) init { _stored = newValue } // stubble
        get { if let _getStored { return _getStored() }; return _stored } // stubble
        set { if let _setStored { _setStored(newValue) } else { _stored = newValue } } // stubble
        _modify { if _getStored == nil && _setStored == nil { yield &_stored } else { var _stubbleValue = stored; yield &_stubbleValue; stored = _stubbleValue } } // stubble
    } // stubble
    var _stored: [String: Value] = [:]
    @exclusivity(unchecked) var _put: ((Value, String) -> Void)? = nil // stubble
    struct PutInvocation { // stubble
        var value: Value // stubble
        var key: String // stubble
    } // stubble
    var putCallCount: Int = 0 // stubble
    var putInvocations: [PutInvocation] = [] // stubble
    var putLastInvocation: PutInvocation? { putInvocations.last } // stubble
    func _recordPut(_ value: Value, _ key: String) -> ((Value, String) -> Void)? { putCallCount += 1; putInvocations.append(PutInvocation(value: value, key: key)); return _put } // stubble
    func put(_ value: Value, for key: String) {/*stubble:*/ if let _put = _recordPut(value, key) { return _put(value, key) };/*:stubble*/ stored[key] = value }
    @exclusivity(unchecked) var _get: ((String) -> Value?)? = nil // stubble
    var getCallCount: Int = 0 // stubble
    var getInvocations: [String] = [] // stubble
    var getLastInvocation: String? { getInvocations.last } // stubble
    func _recordGet(_ key: String) -> ((String) -> Value?)? { getCallCount += 1; getInvocations.append(key); return _get } // stubble
    func get(_ key: String) -> Value? {/*stubble:*/ if let _get = _recordGet(key) { _get(key) } else {/*:stubble*/ stored[key] /*stubble:*/}/*:stubble*/}
    func resetMock() { // stubble
        _getStored = nil // stubble
        _setStored = nil // stubble
        _put = nil // stubble
        putCallCount = 0 // stubble
        putInvocations = [] // stubble
        _get = nil // stubble
        getCallCount = 0 // stubble
        getInvocations = [] // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["stored": self._stored as Any], displayStyle: .class) } // stubble
}
extension Cache: CustomReflectable {} // stubble

// @Stubbable(spy: true)
class Animal {
    @exclusivity(unchecked) var _sound: (() -> String)? = nil // stubble
    var soundCallCount: Int = 0 // stubble
    func _recordSound() -> (() -> String)? { soundCallCount += 1; return _sound } // stubble
    func sound() -> String {/*stubble:*/ if let _sound = _recordSound() { _sound() } else {/*:stubble*/ "..." /*stubble:*/}/*:stubble*/}
    func resetMock() { // stubble
        _sound = nil // stubble
        soundCallCount = 0 // stubble
    } // stubble
}

// @Stubbable(spy: true)
final class Dog: Animal {
    @exclusivity(unchecked) var _soundDog: (() -> String)? = nil // stubble
    var soundDogCallCount: Int = 0 // stubble
    func _recordSoundDog() -> (() -> String)? { soundDogCallCount += 1; return _soundDog } // stubble
    override func sound() -> String {/*stubble:*/ if let _soundDog = _recordSoundDog() { _soundDog() } else {/*:stubble*/ "woof" /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _fetch: ((String) -> String)? = nil // stubble
    var fetchCallCount: Int = 0 // stubble
    var fetchInvocations: [String] = [] // stubble
    var fetchLastInvocation: String? { fetchInvocations.last } // stubble
    func _recordFetch(_ toy: String) -> ((String) -> String)? { fetchCallCount += 1; fetchInvocations.append(toy); return _fetch } // stubble
    func fetch(_ toy: String) -> String {/*stubble:*/ if let _fetch = _recordFetch(toy) { _fetch(toy) } else {/*:stubble*/ toy /*stubble:*/}/*:stubble*/}
    override func resetMock() { // stubble
        super.resetMock() // stubble
        _soundDog = nil // stubble
        soundDogCallCount = 0 // stubble
        _fetch = nil // stubble
        fetchCallCount = 0 // stubble
        fetchInvocations = [] // stubble
    } // stubble
}
