// A computed property of a noncopyable type, in a noncopyable struct without a deinit, is not one of its
// stored properties: consuming its value (`h.fresh.redeem()`, `let t = h.fresh`) consumes a new value the
// getter returns, not a part of `h`. So the struct's stored properties are stubbed as usual (see
// `partial-consumption-and-consuming-sending` for a stored one consumed in part, where they stay stored).
// The rule that listed a struct's noncopyable stored properties took a getter written without `get`
// (`var fresh: Token { … }`, no accessor keyword) for a stored property: 'name' and 'count' were skipped with
// a hint saying that 'use(_:)' consumed 'fresh' on its own, after which only stored properties can be read.

struct Token: ~Copyable {
    var id: Int
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
    var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
    var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count: Int
    var _getFresh: (() -> Token)? { get { _stubs.hooks["_getFresh"] as? (() -> Token) } nonmutating set { _stubs.hooks["_getFresh"] = newValue } } // stubble
    var fresh: Token {/*stubble:*/ if let _getFresh { _getFresh() } else {/*:stubble*/ Token(id: count) /*stubble:*/}/*:stubble*/}
    var _getExplicit: (() -> Token)? { get { _stubs.hooks["_getExplicit"] as? (() -> Token) } nonmutating set { _stubs.hooks["_getExplicit"] = newValue } } // stubble
    var explicit: Token { get {/*stubble:*/ if let _getExplicit { _getExplicit() } else {/*:stubble*/ Token(id: count + 1) /*stubble:*/}/*:stubble*/} }
    var _summary: (() -> String)? { get { _stubs.hooks["_summary"] as? (() -> String) } nonmutating set { _stubs.hooks["_summary"] = newValue } } // stubble
    func summary() -> String {/*stubble:*/ if let _summary { _summary() } else {/*:stubble*/ "\(name) \(count)" /*stubble:*/}/*:stubble*/}
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

func use(_ h: borrowing Holder) -> Int {
    let t = h.fresh
    return t.redeem() + h.fresh.redeem() + h.explicit.redeem()
}
