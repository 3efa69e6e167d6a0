// Typed throws keep their type in the hook (`throws(ParseError)`), in a throwing initializer, an async method,
// a closure parameter, a generic `throws(E)` and a getter. A method that `throws(Never)` throws nothing: its
// hook's call has no `try`, which Swift would warn about ("no calls to throwing functions occur within 'try'
// expression"); the previous engine wrote one.

enum ParseError: Error { case empty, bad(String) }

// @Stubbable
struct Parser {
    var _getStrict: (() -> Bool)? { get { _stubs.hooks["_getStrict"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getStrict"] = newValue } } // stubble
    var _setStrict: ((Bool) -> Void)? { get { _stubs.hooks["_setStrict"] as? ((Bool) -> Void) } nonmutating set { _stubs.hooks["_setStrict"] = newValue } } // stubble
    var strict: Bool { // stubble
        @storageRestrictions(initializes: _strict) init { _strict = newValue } // stubble
        get { if let _getStrict { return _getStrict() }; return _strict } // stubble
        set { if let _setStrict { _setStrict(newValue) } else { _strict = newValue } } // stubble
        _modify { if _getStrict == nil && _setStrict == nil { yield &_strict } else { var _stubbleValue = strict; yield &_stubbleValue; strict = _stubbleValue } } // stubble
    } // stubble
    var _strict: Bool
    @exclusivity(unchecked) nonisolated(unsafe) static var _initStrict: ((Bool) throws(ParseError) -> Parser)? = nil // stubble
    init(strict: Bool) throws(ParseError) {
        if let _initStrict = Self._initStrict { self = try _initStrict(strict); return } // stubble
        if !strict && false { throw .empty }
        self.strict = strict
    }
    var _parse: (nonisolated(nonsending) (String) async throws(ParseError) -> Int)? { get { _stubs.hooks["_parse"] as? (nonisolated(nonsending) (String) async throws(ParseError) -> Int) } nonmutating set { _stubs.hooks["_parse"] = newValue } } // stubble
    func parse(_ s: String) async throws(ParseError) -> Int {
        if let _parse { return try await _parse(s) } // stubble
        guard !s.isEmpty else { throw .empty }
        guard let v = Int(s) else { throw .bad(s) }
        return v
    }
    var _each: (([Int], (Int) throws(ParseError) -> Void) throws(ParseError) -> Void)? { get { _stubs.hooks["_each"] as? (([Int], (Int) throws(ParseError) -> Void) throws(ParseError) -> Void) } nonmutating set { _stubs.hooks["_each"] = newValue } } // stubble
    func each(_ xs: [Int], _ body: (Int) throws(ParseError) -> Void) throws(ParseError) {/*stubble:*/ if let _each { return try _each(xs, body) };/*:stubble*/ for x in xs { try body(x) } }
    var _generic: Any? { get { _stubs.hooks["_generic"] } nonmutating set { _stubs.hooks["_generic"] = newValue } } // stubble
    func generic<E: Error>(_ f: () throws(E) -> Int) throws(E) -> Int {/*stubble:*/ if let _generic = (_generic as? (() throws(E) -> Int) throws(E) -> Int) ?? (_generic as? @Sendable (() throws(E) -> Int) throws(E) -> Int) { try _generic(f) } else {/*:stubble*/ try f() /*stubble:*/}/*:stubble*/}
    var _never: (() throws(Never) -> Int)? { get { _stubs.hooks["_never"] as? (() throws(Never) -> Int) } nonmutating set { _stubs.hooks["_never"] = newValue } } // stubble
    func never() throws(Never) -> Int {/*stubble:*/ if let _never { _never() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    var _getChecked: (() throws(ParseError) -> Int)? { get { _stubs.hooks["_getChecked"] as? (() throws(ParseError) -> Int) } nonmutating set { _stubs.hooks["_getChecked"] = newValue } } // stubble
    var checked: Int { get throws(ParseError) {/*stubble:*/ if let _getChecked { return try _getChecked() };/*:stubble*/ if strict { return 1 }; throw .empty } }
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
        _initStrict = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["strict": self._strict as Any], displayStyle: .struct) } // stubble
}
extension Parser: CustomReflectable {} // stubble
