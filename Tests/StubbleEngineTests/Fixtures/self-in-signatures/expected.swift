// `Self` cannot appear in a stored hook's type. In a struct (an enum, an actor, a final class) it is the
// type itself, so the hook names the type: in the body of `Pair<T>`, `Pair` is `Pair<T>`. In a class that
// is not final, `Self` is the dynamic type: a result that mentions it passes as `Any` and is cast back.
// @Stubbable
struct Pair<T> {
    var _getFirst: (() -> T)? { get { _stubs.hooks["_getFirst"] as? (() -> T) } nonmutating set { _stubs.hooks["_getFirst"] = newValue } } // stubble
    var _setFirst: ((T) -> Void)? { get { _stubs.hooks["_setFirst"] as? ((T) -> Void) } nonmutating set { _stubs.hooks["_setFirst"] = newValue } } // stubble
    var first: T { // stubble
        @storageRestrictions(initializes: _first) init { _first = newValue } // stubble
        get { if let _getFirst { return _getFirst() }; return _first } // stubble
        set { if let _setFirst { _setFirst(newValue) } else { _first = newValue } } // stubble
        _modify { if _getFirst == nil && _setFirst == nil { yield &_first } else { var _stubbleValue = first; yield &_stubbleValue; first = _stubbleValue } } // stubble
    } // stubble
    var _first: T
    var _getSecond: (() -> T)? { get { _stubs.hooks["_getSecond"] as? (() -> T) } nonmutating set { _stubs.hooks["_getSecond"] = newValue } } // stubble
    var _setSecond: ((T) -> Void)? { get { _stubs.hooks["_setSecond"] as? ((T) -> Void) } nonmutating set { _stubs.hooks["_setSecond"] = newValue } } // stubble
    var second: T { // stubble
        @storageRestrictions(initializes: _second) init { _second = newValue } // stubble
        get { if let _getSecond { return _getSecond() }; return _second } // stubble
        set { if let _setSecond { _setSecond(newValue) } else { _second = newValue } } // stubble
        _modify { if _getSecond == nil && _setSecond == nil { yield &_second } else { var _stubbleValue = second; yield &_stubbleValue; second = _stubbleValue } } // stubble
    } // stubble
    var _second: T

    var _swapped: (() -> Pair)? { get { _stubs.hooks["_swapped"] as? (() -> Pair) } nonmutating set { _stubs.hooks["_swapped"] = newValue } } // stubble
    func swapped() -> Self {
        if let _swapped { _swapped() } else { // stubble
        Self(first: second, second: first)
        } // stubble
    }

    var _same: ((Pair) -> Bool)? { get { _stubs.hooks["_same"] as? ((Pair) -> Bool) } nonmutating set { _stubs.hooks["_same"] = newValue } } // stubble
    func same(as other: Self) -> Bool {
        if let _same { _same(other) } else { // stubble
        "\(first)\(second)" == "\(other.first)\(other.second)"
        } // stubble
    }

    static var _twice: ((T) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_twice"] as? ((T) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_twice"] = newValue } } // stubble
    static func twice(_ value: T) -> Self {
        if let _twice { _twice(value) } else { // stubble
        Self(first: value, second: value)
        } // stubble
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Pair.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["first": self._first as Any, "second": self._second as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Pair: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Pair: CustomReflectable {} // stubble
