// A span (`Span<T>`, `MutableSpan<T>`, ...) is non-escapable: a hook may take one (a closure's parameter),
// but it cannot pass as `Any`. A generic method's hook, which passes values of generic types as `Any`, then
// holds the method's own type as a whole (`Any?`, cast back in the method), as for an inout parameter. An
// initializer's hook cannot: that initializer keeps its text, and says why.
// @Stubbable
struct Meter<Element> {
    var _getTotal: (() -> Int)? { get { _stubs.hooks["_getTotal"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getTotal"] = newValue } } // stubble
    var _setTotal: ((Int) -> Void)? { get { _stubs.hooks["_setTotal"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setTotal"] = newValue } } // stubble
    var total: Int { // stubble
        @storageRestrictions(initializes: _total) init { _total = newValue } // stubble
        get { if let _getTotal { return _getTotal() }; return _total } // stubble
        set { if let _setTotal { _setTotal(newValue) } else { _total = newValue } } // stubble
        _modify { if _getTotal == nil && _setTotal == nil { yield &_total } else { var _stubbleValue = total; yield &_stubbleValue; total = _stubbleValue } } // stubble
    } // stubble
    var _total: Int

    static var _initTotal: ((Int) -> Meter)? { get { _staticStubs_Meter[ObjectIdentifier(Meter.self)]?["_initTotal"] as? ((Int) -> Meter) } set { _staticStubs_Meter[ObjectIdentifier(Meter.self), default: [:]]["_initTotal"] = newValue } } // stubble
    init(total: Int) {
        if let _initTotal = Self._initTotal { self = _initTotal(total); return } // stubble
        self.total = total
    }

    init<T: BinaryInteger>(adding items: Span<T>) {
        total = items.count
    }

    var _count: ((Span<Element>) -> Int)? { get { _stubs.hooks["_count"] as? ((Span<Element>) -> Int) } nonmutating set { _stubs.hooks["_count"] = newValue } } // stubble
    func count(_ items: Span<Element>) -> Int {
        if let _count { _count(items) } else { // stubble
        items.count + total
        } // stubble
    }

    var _sum: Any? { get { _stubs.hooks["_sum"] } nonmutating set { _stubs.hooks["_sum"] = newValue } } // stubble
    func sum<T: BinaryInteger>(_ items: Span<T>) -> Int {
        if let _sum = (_sum as? (Span<T>) -> Int) ?? (_sum as? @Sendable (Span<T>) -> Int) { return _sum(items) } // stubble
        var s = 0
        for i in items.indices { s += Int(items[i]) }
        return s
    }

    var _clear: Any? { get { _stubs.hooks["_clear"] } nonmutating set { _stubs.hooks["_clear"] = newValue } } // stubble
    func clear<T: BinaryInteger>(_ items: inout MutableSpan<T>) {
        if let _clear = (_clear as? (inout MutableSpan<T>) -> Void) ?? (_clear as? @Sendable (inout MutableSpan<T>) -> Void) { return _clear(&items) } // stubble
        for i in items.indices { items[i] = 0 }
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Meter.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["total": self._total as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Meter: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Meter: CustomReflectable {} // stubble
