// A noncopyable struct without a deinit may have one of its noncopyable stored properties consumed on its own
// (partial consumption: `let t = holder.token`, `holder.token.redeem()` of a `consuming` method), after which
// only its stored properties can be read. Here no code of the module does: `token` is only borrowed
// (`token.describe()`, a `borrowing` method) or changed in place (`token.punch()`, `mutating`), and a whole
// `Holder` is consumed (`finish`), which leaves its parts alone. So its stored properties get their hooks like
// any struct's: the noncopyable `token` a getter hook over `_read`/`_modify`, `name` both hooks
// (`partial-consumption-and-consuming-sending` shows the case where code does consume `element` on its own).
// Found on swift-async-algorithms, whose 11 such members were skipped while nothing consumed them in part.

struct Token: ~Copyable {
    var id: Int
    var punches = 0
    borrowing func describe() -> String { "token \(id) punched \(punches)" }
    mutating func punch() { punches += 1 }
    consuming func redeem() -> Int { id }
}

// @Stubbable
struct Holder: ~Copyable {
    var _getName: (() -> String)? { get { _stubs.hooks["_getName"] as? (() -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: ((String) -> Void)? { get { _stubs.hooks["_setName"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String
    var _getToken: (() -> Token)? { get { _stubs.hooks["_getToken"] as? (() -> Token) } nonmutating set { _stubs.hooks["_getToken"] = newValue } } // stubble
    var token: Token { // stubble
        @storageRestrictions(initializes: _token) init { _token = newValue } // stubble
        _read { if let _getToken { yield _getToken(); return }; yield _token } // stubble
        _modify { if let _getToken { var _stubbleValue = _getToken(); yield &_stubbleValue; _token = _stubbleValue } else { yield &_token } } // stubble
    } // stubble
    var _token: Token
    var _summary: (() -> String)? { get { _stubs.hooks["_summary"] as? (() -> String) } nonmutating set { _stubs.hooks["_summary"] = newValue } } // stubble
    func summary() -> String {/*stubble:*/ if let _summary { _summary() } else {/*:stubble*/ "\(name): \(token.describe())" /*stubble:*/}/*:stubble*/}
    var _use: (() -> Void)? { get { _stubs.hooks["_use"] as? (() -> Void) } nonmutating set { _stubs.hooks["_use"] = newValue } } // stubble
    mutating func use() {/*stubble:*/ if let _use { return _use() };/*:stubble*/ token.punch() }
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

func finish(_ holder: consuming Holder) -> String {
    let whole = holder
    return whole.summary()
}
