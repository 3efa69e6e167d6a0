// Initializer hooks in other shapes of struct. A generic struct has no static stored properties: its
// initializers' hooks are computed over the file-private table its static hooks use, one entry per
// specialisation (`Pair<Int>._initFirstSecond` is not `Pair<String>._initFirstSecond`); a value of a generic
// initializer's own parameter passes `as Any` (an optional too, without a warning; the closure too: found on
// swift-argument-parser, where `@Sendable Any` did not compile). An `@inlinable` initializer reads a
// `@usableFromInline` hook. A `nonisolated init` of a `@MainActor` struct reads a `nonisolated(unsafe)` hook
// (the `Int` property it assigns is stubbed by a `nonisolated` computed property, which it may assign, as
// `stored-properties-of-main-actor-structs` shows). A
// parameter with no name inside the body (`_: Bool`) gets one, as a method's does. A struct whose only hooks
// are its initializers' gets no box: its layout does not change (`@frozen` structs' initializers get hooks).
// A `~Copyable` struct that holds a box keeps its initializers as they are: `self = …` would destroy the box
// on one path only, which Swift does not support for it.
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

    static var _initFirstSecond: ((T, T) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_initFirstSecond"] as? ((T, T) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_initFirstSecond"] = newValue } } // stubble
    init(first: T, second: T) {
        if let _initFirstSecond = Self._initFirstSecond { self = _initFirstSecond(first, second); return } // stubble
        self.first = first
        self.second = second
    }

    static var _initBoth: ((T) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_initBoth"] as? ((T) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_initBoth"] = newValue } } // stubble
    init(both: T) {/*stubble:*/ if let _initBoth = Self._initBoth { self = _initBoth(both); return };/*:stubble*/ self.init(first: both, second: both) }

    static var _initConvertingFallbackWith: ((Any, T, Any) -> Pair)? { get { _staticStubs_Pair[ObjectIdentifier(Pair.self)]?["_initConvertingFallbackWith"] as? ((Any, T, Any) -> Pair) } set { _staticStubs_Pair[ObjectIdentifier(Pair.self), default: [:]]["_initConvertingFallbackWith"] = newValue } } // stubble
    init<U>(converting value: U?, fallback: T, with convert: @escaping @Sendable (U) -> T) {
        if let _initConvertingFallbackWith = Self._initConvertingFallbackWith { self = _initConvertingFallbackWith(value as Any, fallback, convert as Any); return } // stubble
        self.init(both: value.map(convert) ?? fallback)
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
        _staticStubs_Pair.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["first": self._first as Any, "second": self._second as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Pair: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Pair: CustomReflectable {} // stubble

// @Stubbable
public struct Version {
    var _getMajor: (() -> Int)? { get { _stubs.hooks["_getMajor"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getMajor"] = newValue } } // stubble
    var _setMajor: ((Int) -> Void)? { get { _stubs.hooks["_setMajor"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setMajor"] = newValue } } // stubble
    public var major: Int { // stubble
        @storageRestrictions(initializes: _major) @inlinable init { _major = newValue } // stubble
        get { if let _getMajor { return _getMajor() }; return _major } // stubble
        set { if let _setMajor { _setMajor(newValue) } else { _major = newValue } } // stubble
        _modify { if _getMajor == nil && _setMajor == nil { yield &_major } else { var _stubbleValue = major; yield &_stubbleValue; major = _stubbleValue } } // stubble
    } // stubble
    public var _major: Int
    var _getMinor: (() -> Int)? { get { _stubs.hooks["_getMinor"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getMinor"] = newValue } } // stubble
    var _setMinor: ((Int) -> Void)? { get { _stubs.hooks["_setMinor"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setMinor"] = newValue } } // stubble
    public var minor: Int { // stubble
        @storageRestrictions(initializes: _minor) @inlinable init { _minor = newValue } // stubble
        get { if let _getMinor { return _getMinor() }; return _minor } // stubble
        set { if let _setMinor { _setMinor(newValue) } else { _minor = newValue } } // stubble
        _modify { if _getMinor == nil && _setMinor == nil { yield &_minor } else { var _stubbleValue = minor; yield &_stubbleValue; minor = _stubbleValue } } // stubble
    } // stubble
    public var _minor: Int

    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _initMajorMinor: ((Int, Int) -> Version)? = nil // stubble
    @inlinable
    public init(major: Int, minor: Int = 0) {
        if let _initMajorMinor = Self._initMajorMinor { self = _initMajorMinor(major, minor); return } // stubble
        self.major = major
        self.minor = minor
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
        _initMajorMinor = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["major": self._major as Any, "minor": self._minor as Any], displayStyle: .struct) } // stubble
}
extension Version: CustomReflectable {} // stubble

// @Stubbable
@MainActor
struct Screen {
    nonisolated var _getWidth: (() -> Int)? { get { _stubs.hooks["_getWidth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    nonisolated var _setWidth: ((Int) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
    nonisolated var width: Int { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    var _width: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initWidth: ((Int) -> Screen)? = nil // stubble
    nonisolated init(width: Int) {
        if let _initWidth = Self._initWidth { self = _initWidth(width); return } // stubble
        self.width = width
    }

    var _half: (() -> Int)? { get { _stubs.hooks["_half"] as? (() -> Int) } nonmutating set { _stubs.hooks["_half"] = newValue } } // stubble
    func half() -> Int {/*stubble:*/ if let _half { _half() } else {/*:stubble*/ width / 2 /*stubble:*/}/*:stubble*/}
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
        _initWidth = nil // stubble
    } // stubble
}

// @Stubbable
struct Handle: ~Copyable {
    var _getDescriptor: (() -> Int)? { get { _stubs.hooks["_getDescriptor"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getDescriptor"] = newValue } } // stubble
    var descriptor: Int { // stubble
        @storageRestrictions(initializes: _descriptor) init { _descriptor = newValue } // stubble
        get { if let _getDescriptor { return _getDescriptor() }; return _descriptor } // stubble
    } // stubble
    let _descriptor: Int

    init(descriptor: Int) {
        self.descriptor = descriptor
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
}

// @Stubbable
struct Flag {
    var _getIsOn: (() -> Bool)? { get { _stubs.hooks["_getIsOn"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getIsOn"] = newValue } } // stubble
    var _setIsOn: ((Bool) -> Void)? { get { _stubs.hooks["_setIsOn"] as? ((Bool) -> Void) } nonmutating set { _stubs.hooks["_setIsOn"] = newValue } } // stubble
    var isOn: Bool { // stubble
        @storageRestrictions(initializes: _isOn) init { _isOn = newValue } // stubble
        get { if let _getIsOn { return _getIsOn() }; return _isOn } // stubble
        set { if let _setIsOn { _setIsOn(newValue) } else { _isOn = newValue } } // stubble
        _modify { if _getIsOn == nil && _setIsOn == nil { yield &_isOn } else { var _stubbleValue = isOn; yield &_stubbleValue; isOn = _stubbleValue } } // stubble
    } // stubble
    var _isOn: Bool

    @exclusivity(unchecked) nonisolated(unsafe) static var _initBoolIsOn: ((Bool, Bool) -> Flag)? = nil // stubble
    init(_/*stubble:*/ _arg0/*:stubble*/: Bool, isOn: Bool) {
        if let _initBoolIsOn = Self._initBoolIsOn { self = _initBoolIsOn(_arg0, isOn); return } // stubble
        self.isOn = isOn
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
        _initBoolIsOn = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["isOn": self._isOn as Any], displayStyle: .struct) } // stubble
}
extension Flag: CustomReflectable {} // stubble

// @Stubbable
@frozen public struct Celsius {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getDegrees: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setDegrees: ((Double) -> Void)? = nil // stubble
    public var degrees: Double { // stubble
        @storageRestrictions(initializes: _degrees) @inlinable init { _degrees = newValue } // stubble
        get { if let _getDegrees = Self._getDegrees { return _getDegrees() }; return _degrees } // stubble
        set { if let _setDegrees = Self._setDegrees { _setDegrees(newValue) } else { _degrees = newValue } } // stubble
        _modify { if Self._getDegrees == nil && Self._setDegrees == nil { yield &_degrees } else { var _stubbleValue = degrees; yield &_stubbleValue; degrees = _stubbleValue } } // stubble
    } // stubble
    public var _degrees: Double

    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _initDegrees: ((Double) -> Celsius)? = nil // stubble
    @inlinable
    public init(degrees: Double) {
        if let _initDegrees = Self._initDegrees { self = _initDegrees(degrees); return } // stubble
        self.degrees = degrees
    }
    static func _resetStaticStubs() { // stubble
        _getDegrees = nil // stubble
        _setDegrees = nil // stubble
        _initDegrees = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["degrees": self._degrees as Any], displayStyle: .struct) } // stubble
}
extension Celsius: CustomReflectable {} // stubble

// An optional `let` without a value, stubbed (its computed property spelled `Optional<String>`: with `String?`
// Swift reports the storage "initialized twice"), in a struct whose initializer gets a hook (`self = …`).
// @Stubbable
struct Node {
    var _getParent: (() -> String?)? { get { _stubs.hooks["_getParent"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getParent"] = newValue } } // stubble
    var parent: Optional<String> { // stubble
        @storageRestrictions(initializes: _parent) init { _parent = newValue } // stubble
        get { if let _getParent { return _getParent() }; return _parent } // stubble
    } // stubble
    let _parent: String?

    @exclusivity(unchecked) nonisolated(unsafe) static var _initParent: ((String?) -> Node)? = nil // stubble
    init(parent: String?) {
        if let _initParent = Self._initParent { self = _initParent(parent); return } // stubble
        self.parent = parent
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
        _initParent = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["parent": self._parent as Any], displayStyle: .struct) } // stubble
}
extension Node: CustomReflectable {} // stubble

// A `let` with a value: `self = …` from a hook would initialize it a second time, so the initializer keeps
// its text with a hint (found on FlyingFox); the other members are stubbed.
// @Stubbable
struct Failure {
    var _getDomain: (() -> String)? { get { _stubs.hooks["_getDomain"] as? (() -> String) } nonmutating set { _stubs.hooks["_getDomain"] = newValue } } // stubble
    var domain: String { // stubble
        get { if let _getDomain { return _getDomain() }; return _domain } // stubble
    } // stubble
    let _domain: String = "http"
    var _getCode: (() -> Int)? { get { _stubs.hooks["_getCode"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCode"] = newValue } } // stubble
    var _setCode: ((Int) -> Void)? { get { _stubs.hooks["_setCode"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCode"] = newValue } } // stubble
    var code: Int { // stubble
        @storageRestrictions(initializes: _code) init { _code = newValue } // stubble
        get { if let _getCode { return _getCode() }; return _code } // stubble
        set { if let _setCode { _setCode(newValue) } else { _code = newValue } } // stubble
        _modify { if _getCode == nil && _setCode == nil { yield &_code } else { var _stubbleValue = code; yield &_stubbleValue; code = _stubbleValue } } // stubble
    } // stubble
    var _code: Int

    init(code: Int) {
        self.code = code
    }

    var _summary: (() -> String)? { get { _stubs.hooks["_summary"] as? (() -> String) } nonmutating set { _stubs.hooks["_summary"] = newValue } } // stubble
    func summary() -> String {
        if let _summary { _summary() } else { // stubble
        "\(domain) \(code)"
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["domain": self._domain as Any, "code": self._code as Any], displayStyle: .struct) } // stubble
}
extension Failure: CustomReflectable {} // stubble

// A struct whose nested struct's initializer gets a hook keeps its own hooks in its box: the nested type's
// `Self._initText` is the nested type's (a refresh took it for the outer struct's, and moved every hook of
// swift-argument-parser's ArgumentInfoV0 outside the value).
// @Stubbable
struct Argument {
    // @Stubbable
    struct Name {
        var _getText: (() -> String)? { get { _stubs.hooks["_getText"] as? (() -> String) } nonmutating set { _stubs.hooks["_getText"] = newValue } } // stubble
        var _setText: ((String) -> Void)? { get { _stubs.hooks["_setText"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setText"] = newValue } } // stubble
        var text: String { // stubble
            @storageRestrictions(initializes: _text) init { _text = newValue } // stubble
            get { if let _getText { return _getText() }; return _text } // stubble
            set { if let _setText { _setText(newValue) } else { _text = newValue } } // stubble
            _modify { if _getText == nil && _setText == nil { yield &_text } else { var _stubbleValue = text; yield &_stubbleValue; text = _stubbleValue } } // stubble
        } // stubble
        var _text: String

        @exclusivity(unchecked) nonisolated(unsafe) static var _initText: ((String) -> Self)? = nil // stubble
        init(text: String) {
            if let _initText = Self._initText { self = _initText(text); return } // stubble
            self.text = text
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
            _initText = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["text": self._text as Any], displayStyle: .struct) } // stubble
    }

    var _getName: (() -> Name)? { get { _stubs.hooks["_getName"] as? (() -> Name) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: ((Name) -> Void)? { get { _stubs.hooks["_setName"] as? ((Name) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    var name: Name { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: Name
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any], displayStyle: .struct) } // stubble
}
extension Argument.Name: CustomReflectable {} // stubble
extension Argument: CustomReflectable {} // stubble
