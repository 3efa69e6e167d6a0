// Whether a stubbed type gets a mirror is decided with the module: `Invoice` reflects itself in
// Reflection.swift (its own mirror is kept: a second conformance would not compile).
// @Stubbable
struct Invoice {
    var _getTotal: (() -> Int)? { get { _stubs.hooks["_getTotal"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getTotal"] = newValue } } // stubble
    var _setTotal: ((Int) -> Void)? { get { _stubs.hooks["_setTotal"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setTotal"] = newValue } } // stubble
    var total: Int { // stubble
        @storageRestrictions(initializes: _total) init { _total = newValue } // stubble
        get { if let _getTotal { return _getTotal() }; return _total } // stubble
        set { if let _setTotal { _setTotal(newValue) } else { _total = newValue } } // stubble
        _modify { if _getTotal == nil && _setTotal == nil { yield &_total } else { var _stubbleValue = total; yield &_stubbleValue; total = _stubbleValue } } // stubble
    } // stubble
    var _total: Int
    var _tax: (() -> Int)? { get { _stubs.hooks["_tax"] as? (() -> Int) } nonmutating set { _stubs.hooks["_tax"] = newValue } } // stubble
    func tax() -> Int {/*stubble:*/ if let _tax { _tax() } else {/*:stubble*/ total / 10 /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}
