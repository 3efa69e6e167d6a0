/// Operators get static hooks with readable names (`==` → `_isEqual`, `<` → `_isLess`, `+=` →
/// `_addAssign`, prefix `-` → `_negate`); overloads are told apart by their parameters' types. The operator
/// itself is unchanged, so it still witnesses Equatable and Comparable (a type that declares `==` has no
/// synthesized one to lose), and `Hashable`'s synthesized `hash(into:)` is unchanged.
// @Stubbable
struct Money: Comparable, Hashable {
    var _getCents: (() -> Int)? { get { _stubs.hooks["_getCents"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCents"] = newValue } } // stubble
    var _setCents: ((Int) -> Void)? { get { _stubs.hooks["_setCents"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCents"] = newValue } } // stubble
    var cents: Int { // stubble
        @storageRestrictions(initializes: _cents) init { _cents = newValue } // stubble
        get { if let _getCents { return _getCents() }; return _cents } // stubble
        set { if let _setCents { _setCents(newValue) } else { _cents = newValue } } // stubble
        _modify { if _getCents == nil && _setCents == nil { yield &_cents } else { var _stubbleValue = cents; yield &_stubbleValue; cents = _stubbleValue } } // stubble
    } // stubble
    var _cents: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _isEqual: ((Money, Money) -> Bool)? = nil // stubble
    static func == (lhs: Money, rhs: Money) -> Bool {
        if let _isEqual { _isEqual(lhs, rhs) } else { // stubble
        lhs.cents == rhs.cents
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _isLess: ((Money, Money) -> Bool)? = nil // stubble
    static func < (lhs: Money, rhs: Money) -> Bool {
        if let _isLess { _isLess(lhs, rhs) } else { // stubble
        lhs.cents < rhs.cents
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _addMoneyMoney: ((Money, Money) -> Money)? = nil // stubble
    static func + (lhs: Money, rhs: Money) -> Money {
        if let _addMoneyMoney { _addMoneyMoney(lhs, rhs) } else { // stubble
        Money(cents: lhs.cents + rhs.cents)
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _addMoneyInt: ((Money, Int) -> Money)? = nil // stubble
    static func + (lhs: Money, rhs: Int) -> Money {
        if let _addMoneyInt { _addMoneyInt(lhs, rhs) } else { // stubble
        Money(cents: lhs.cents + rhs)
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _addAssign: ((inout Money, Money) -> Void)? = nil // stubble
    static func += (lhs: inout Money, rhs: Money) {
        if let _addAssign { return _addAssign(&lhs, rhs) } // stubble
        lhs.cents += rhs.cents
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _negate: ((Money) -> Money)? = nil // stubble
    static prefix func - (value: Money) -> Money {
        if let _negate { _negate(value) } else { // stubble
        Money(cents: -value.cents)
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
        _isEqual = nil // stubble
        _isLess = nil // stubble
        _addMoneyMoney = nil // stubble
        _addMoneyInt = nil // stubble
        _addAssign = nil // stubble
        _negate = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["cents": self._cents as Any], displayStyle: .struct) } // stubble
}
extension Money: CustomReflectable {} // stubble

infix operator <~>: ComparisonPrecedence

// @Stubbable
final class Version: Equatable {
    @exclusivity(unchecked) var _getMajor: (() -> Int)? = nil // stubble
    var major: Int { // stubble
        @storageRestrictions(initializes: _major) init { _major = newValue } // stubble
        get { if let _getMajor { return _getMajor() }; return _major } // stubble
    } // stubble
    let _major: Int

    init(major: Int) {
        self.major = major
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _isEqual: ((Version, Version) -> Bool)? = nil // stubble
    static func == (lhs: Version, rhs: Version) -> Bool {
        if let _isEqual { _isEqual(lhs, rhs) } else { // stubble
        lhs.major == rhs.major
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _lessTildeGreater: ((Version, Version) -> Bool)? = nil // stubble
    static func <~> (lhs: Version, rhs: Version) -> Bool {
        if let _lessTildeGreater { _lessTildeGreater(lhs, rhs) } else { // stubble
        abs(lhs.major - rhs.major) <= 1
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _isEqual = nil // stubble
        _lessTildeGreater = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["major": self._major as Any], displayStyle: .class) } // stubble
}
extension Version: CustomReflectable {} // stubble

// @Stubbable
struct Tagged<Tag, Value: Equatable>: Equatable {
    var _getValue: (() -> Value)? { get { _stubs.hooks["_getValue"] as? (() -> Value) } nonmutating set { _stubs.hooks["_getValue"] = newValue } } // stubble
    var _setValue: ((Value) -> Void)? { get { _stubs.hooks["_setValue"] as? ((Value) -> Void) } nonmutating set { _stubs.hooks["_setValue"] = newValue } } // stubble
    var value: Value { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if _getValue == nil && _setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value: Value

    static var _isEqual: ((Tagged, Tagged) -> Bool)? { get { _staticStubs_Tagged[ObjectIdentifier(Tagged.self)]?["_isEqual"] as? ((Tagged, Tagged) -> Bool) } set { _staticStubs_Tagged[ObjectIdentifier(Tagged.self), default: [:]]["_isEqual"] = newValue } } // stubble
    static func == (lhs: Self, rhs: Self) -> Bool {
        if let _isEqual { _isEqual(lhs, rhs) } else { // stubble
        lhs.value == rhs.value
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
        _staticStubs_Tagged.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Tagged: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Tagged: CustomReflectable {} // stubble

