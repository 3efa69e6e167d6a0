// Stored properties of a noncopyable type. The computed property that stubs one cannot return copies: it
// borrows the renamed storage with `_read` and changes it in place with `_modify`. Its one hook is a getter
// (`_getX`, a closure that makes a new value each time): a setter hook would need a copy of the current
// value, and Swift refuses a `set` beside `_read` for a noncopyable property. With the getter hook set, a
// change in place changes the value the hook gave, which is then stored. A `var` that an initializer
// assigns is left as it is (Swift would assign it through `_modify`, before its storage is initialized).
// A pointer to a noncopyable value is copyable: it is stubbed like any other property (`base`). A consuming
// method that ends `self` with `discard self` keeps its text (the hook's early return would not end it).
struct Token: ~Copyable {
    var id: Int
}

// @Stubbable
final class Holder {
    @exclusivity(unchecked) var _getToken: (() -> Token)? = nil // stubble
    var token: Token { // stubble
        @storageRestrictions(initializes: _token) init { _token = newValue } // stubble
        _read { if let _getToken { yield _getToken(); return }; yield _token } // stubble
        _modify { if let _getToken { var _stubbleValue = _getToken(); yield &_stubbleValue; _token = _stubbleValue } else { yield &_token } } // stubble
    } // stubble
    var _token: Token = Token(id: 0)
    @exclusivity(unchecked) var _getFixed: (() -> Token)? = nil // stubble
    var fixed: Token { // stubble
        @storageRestrictions(initializes: _fixed) init { _fixed = newValue } // stubble
        _read { if let _getFixed { yield _getFixed(); return }; yield _fixed } // stubble
    } // stubble
    let _fixed: Token
    var assigned: Token

    init(id: Int) {
        fixed = Token(id: id)
        assigned = Token(id: id + 1)
    }

    @exclusivity(unchecked) var _bump: (() -> Void)? = nil // stubble
    func bump() {
        if let _bump { return _bump() } // stubble
        token.id += 1
    }
}

// @Stubbable
struct Slot<Value: ~Copyable>: ~Copyable {
    var _getValue: (() -> Value)? { get { _stubs.hooks["_getValue"] as? (() -> Value) } nonmutating set { _stubs.hooks["_getValue"] = newValue } } // stubble
    var value: Value { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        _read { if let _getValue { yield _getValue(); return }; yield _value } // stubble
    } // stubble
    let _value: Value
    var _getSpare: (() -> Value?)? { get { _stubs.hooks["_getSpare"] as? (() -> Value?) } nonmutating set { _stubs.hooks["_getSpare"] = newValue } } // stubble
    var spare: Value? = nil { // stubble
        @storageRestrictions(initializes: _spare) init { _spare = newValue } // stubble
        _read { if let _getSpare { yield _getSpare(); return }; yield _spare } // stubble
        _modify { if let _getSpare { var _stubbleValue = _getSpare(); yield &_stubbleValue; _spare = _stubbleValue } else { yield &_spare } } // stubble
    } // stubble
    var _spare: Value? = nil
    var _getBase: (() -> UnsafeMutablePointer<Value>?)? { get { _stubs.hooks["_getBase"] as? (() -> UnsafeMutablePointer<Value>?) } nonmutating set { _stubs.hooks["_getBase"] = newValue } } // stubble
    var _setBase: ((UnsafeMutablePointer<Value>?) -> Void)? { get { _stubs.hooks["_setBase"] as? ((UnsafeMutablePointer<Value>?) -> Void) } nonmutating set { _stubs.hooks["_setBase"] = newValue } } // stubble
    var base: UnsafeMutablePointer<Value>? = nil { // stubble
        @storageRestrictions(initializes: _base) init { _base = newValue } // stubble
        get { if let _getBase { return _getBase() }; return _base } // stubble
        set { if let _setBase { _setBase(newValue) } else { _base = newValue } } // stubble
        _modify { if _getBase == nil && _setBase == nil { yield &_base } else { var _stubbleValue = base; yield &_stubbleValue; base = _stubbleValue } } // stubble
    } // stubble
    var _base: UnsafeMutablePointer<Value>? = nil

    init(_ value: consuming Value) {
        self.value = value
    }
    // (A deinit: without one, code could consume `value` on its own, and every stored property would stay
    // stored; see `partial-consumption-and-consuming-sending`.)
    deinit {}
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

// @Stubbable
struct Ticket: ~Copyable {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getNumber: (() -> Int)? = nil // stubble
    var number: Int { // stubble
        @storageRestrictions(initializes: _number) init { _number = newValue } // stubble
        get { if let _getNumber = Self._getNumber { return _getNumber() }; return _number } // stubble
    } // stubble
    let _number: Int

    consuming func redeem() -> Int {
        let n = number
        discard self
        return n
    }

    deinit {
        print("ticket dropped")
    }
    static func _resetStaticStubs() { // stubble
        _getNumber = nil // stubble
    } // stubble
}
