// Under a type's annotation, a property written without a type is stubbed when its initializer says the
// type for certain: a lone literal, `[Element]()` or `[Key: Value]()`, or a call of a type this module
// declares that is a struct, class or actor, not generic, with no failable initializer (and no function of
// its name), that type given its generic arguments (`Box<Int>()`), `NSLock()` and a few other Foundation
// classes, or a call of a Foundation class with no failable initializer (`DispatchQueue(label:)`, after
// `try!` too), `Self(…)` in a struct with no failable initializer (that struct), a standard collection given
// its element types (`Set<String>()`), or an imported C struct's zeroing `init()` (`pthread_attr_t()`: a
// lowercase name ending in `_t`, not declared here). The property keeps its text; the type is written only
// in the generated code. Anything less certain keeps its hint and its text (`try?` makes an optional, and
// `Self(rawValue:)` in an enum too).
import Foundation

struct Opcode {
    var raw: UInt8
    init(_ raw: UInt8) { self.raw = raw }
}

final class Parser {
    var consumed = 0
}

struct Box<Value> {
    var value: Value
}

enum Mode: String {
    case fast, slow
}

// @Stubbable
struct Signal {
    var _getNumber: (() -> Int32)? { get { _stubs.hooks["_getNumber"] as? (() -> Int32) } nonmutating set { _stubs.hooks["_getNumber"] = newValue } } // stubble
    var _setNumber: ((Int32) -> Void)? { get { _stubs.hooks["_setNumber"] as? ((Int32) -> Void) } nonmutating set { _stubs.hooks["_setNumber"] = newValue } } // stubble
    var number: Int32 { // stubble
        @storageRestrictions(initializes: _number) init { _number = newValue } // stubble
        get { if let _getNumber { return _getNumber() }; return _number } // stubble
        set { if let _setNumber { _setNumber(newValue) } else { _number = newValue } } // stubble
        _modify { if _getNumber == nil && _setNumber == nil { yield &_number } else { var _stubbleValue = number; yield &_stubbleValue; number = _stubbleValue } } // stubble
    } // stubble
    var _number: Int32
    @exclusivity(unchecked) nonisolated(unsafe) static var _initInt32: ((Int32) -> Signal)? = nil // stubble
    init(_ number: Int32) {/*stubble:*/ if let _initInt32 = Self._initInt32 { self = _initInt32(number); return };/*:stubble*/ self.number = number }
    @exclusivity(unchecked) nonisolated(unsafe) static var _getInterrupt: (() -> Signal)? = nil // stubble
    static var interrupt: Signal { // stubble
        get { if let _getInterrupt { return _getInterrupt() }; return _interrupt } // stubble
    } // stubble
    static let _interrupt = Self(2)
    @exclusivity(unchecked) nonisolated(unsafe) static var _getTerminate: (() -> Signal)? = nil // stubble
    static var terminate: Signal { // stubble
        get { if let _getTerminate { return _getTerminate() }; return _terminate } // stubble
    } // stubble
    static let _terminate = Self(15)
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
        _initInt32 = nil // stubble
        _getInterrupt = nil // stubble
        _getTerminate = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["number": self._number as Any], displayStyle: .struct) } // stubble
}
extension Signal: CustomReflectable {} // stubble

// @Stubbable
final class Connection {
    @exclusivity(unchecked) var _getIsOpen: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _setIsOpen: ((Bool) -> Void)? = nil // stubble
    var isOpen: Bool { // stubble
        @storageRestrictions(initializes: _isOpen) init { _isOpen = newValue } // stubble
        get { if let _getIsOpen { return _getIsOpen() }; return _isOpen } // stubble
        set { if let _setIsOpen { _setIsOpen(newValue) } else { _isOpen = newValue } } // stubble
        _modify { if _getIsOpen == nil && _setIsOpen == nil { yield &_isOpen } else { var _stubbleValue = isOpen; yield &_stubbleValue; isOpen = _stubbleValue } } // stubble
    } // stubble
    var _isOpen = false
    @exclusivity(unchecked) var _getRetries: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setRetries: ((Int) -> Void)? = nil // stubble
    var retries: Int { // stubble
        @storageRestrictions(initializes: _retries) init { _retries = newValue } // stubble
        get { if let _getRetries { return _getRetries() }; return _retries } // stubble
        set { if let _setRetries { _setRetries(newValue) } else { _retries = newValue } } // stubble
        _modify { if _getRetries == nil && _setRetries == nil { yield &_retries } else { var _stubbleValue = retries; yield &_stubbleValue; retries = _stubbleValue } } // stubble
    } // stubble
    var _retries = 3
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setName: ((String) -> Void)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name = "main"
    @exclusivity(unchecked) var _getRatio: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setRatio: ((Double) -> Void)? = nil // stubble
    var ratio: Double { // stubble
        @storageRestrictions(initializes: _ratio) init { _ratio = newValue } // stubble
        get { if let _getRatio { return _getRatio() }; return _ratio } // stubble
        set { if let _setRatio { _setRatio(newValue) } else { _ratio = newValue } } // stubble
        _modify { if _getRatio == nil && _setRatio == nil { yield &_ratio } else { var _stubbleValue = ratio; yield &_stubbleValue; ratio = _stubbleValue } } // stubble
    } // stubble
    var _ratio = 0.5
    @exclusivity(unchecked) var _getWaiting: (() -> [Int: String])? = nil // stubble
    @exclusivity(unchecked) var _setWaiting: (([Int: String]) -> Void)? = nil // stubble
    var waiting: [Int: String] { // stubble
        @storageRestrictions(initializes: _waiting) init { _waiting = newValue } // stubble
        get { if let _getWaiting { return _getWaiting() }; return _waiting } // stubble
        set { if let _setWaiting { _setWaiting(newValue) } else { _waiting = newValue } } // stubble
        _modify { if _getWaiting == nil && _setWaiting == nil { yield &_waiting } else { var _stubbleValue = waiting; yield &_stubbleValue; waiting = _stubbleValue } } // stubble
    } // stubble
    var _waiting = [Int: String]()
    @exclusivity(unchecked) var _getQueue: (() -> [Opcode])? = nil // stubble
    @exclusivity(unchecked) var _setQueue: (([Opcode]) -> Void)? = nil // stubble
    var queue: [Opcode] { // stubble
        @storageRestrictions(initializes: _queue) init { _queue = newValue } // stubble
        get { if let _getQueue { return _getQueue() }; return _queue } // stubble
        set { if let _setQueue { _setQueue(newValue) } else { _queue = newValue } } // stubble
        _modify { if _getQueue == nil && _setQueue == nil { yield &_queue } else { var _stubbleValue = queue; yield &_stubbleValue; queue = _stubbleValue } } // stubble
    } // stubble
    var _queue = [Opcode]()
    @exclusivity(unchecked) var _getParser: (() -> Parser)? = nil // stubble
    var parser: Parser { // stubble
        get { if let _getParser { return _getParser() }; return _parser } // stubble
    } // stubble
    let _parser = Parser()
    @exclusivity(unchecked) nonisolated(unsafe) static var _getPing: (() -> Opcode)? = nil // stubble
    static var ping: Opcode { // stubble
        get { if let _getPing { return _getPing() }; return _ping } // stubble
    } // stubble
    static let _ping = Opcode(0x9)
    @exclusivity(unchecked) var _getLock: (() -> NSLock)? = nil // stubble
    var lock: NSLock { // stubble
        get { if let _getLock { return _getLock() }; return _lock } // stubble
    } // stubble
    let _lock = NSLock()
    var box = Box(value: 1)
    @exclusivity(unchecked) var _getTypedBox: (() -> Box<Int>)? = nil // stubble
    @exclusivity(unchecked) var _setTypedBox: ((Box<Int>) -> Void)? = nil // stubble
    var typedBox: Box<Int> { // stubble
        @storageRestrictions(initializes: _typedBox) init { _typedBox = newValue } // stubble
        get { if let _getTypedBox { return _getTypedBox() }; return _typedBox } // stubble
        set { if let _setTypedBox { _setTypedBox(newValue) } else { _typedBox = newValue } } // stubble
        _modify { if _getTypedBox == nil && _setTypedBox == nil { yield &_typedBox } else { var _stubbleValue = typedBox; yield &_stubbleValue; typedBox = _stubbleValue } } // stubble
    } // stubble
    var _typedBox = Box<Int>(value: 2)
    @exclusivity(unchecked) var _getPending: (() -> [Int: (String, Int)])? = nil // stubble
    @exclusivity(unchecked) var _setPending: (([Int: (String, Int)]) -> Void)? = nil // stubble
    var pending: [Int: (String, Int)] { // stubble
        @storageRestrictions(initializes: _pending) init { _pending = newValue } // stubble
        get { if let _getPending { return _getPending() }; return _pending } // stubble
        set { if let _setPending { _setPending(newValue) } else { _pending = newValue } } // stubble
        _modify { if _getPending == nil && _setPending == nil { yield &_pending } else { var _stubbleValue = pending; yield &_stubbleValue; pending = _stubbleValue } } // stubble
    } // stubble
    var _pending = [Int: (String, Int)]()
    @exclusivity(unchecked) var _getWork: (() -> DispatchQueue)? = nil // stubble
    var work: DispatchQueue { // stubble
        get { if let _getWork { return _getWork() }; return _work } // stubble
    } // stubble
    let _work = DispatchQueue(label: "work")
    @exclusivity(unchecked) nonisolated(unsafe) static var _getDigits: (() -> NSRegularExpression)? = nil // stubble
    static var digits: NSRegularExpression { // stubble
        get { if let _getDigits { return _getDigits() }; return _digits } // stubble
    } // stubble
    static let _digits = try! NSRegularExpression(pattern: "[0-9]+")
    static let maybeDigits = try? NSRegularExpression(pattern: "[0-9]+")
    var mode = Mode(rawValue: "fast")
    var length = "abc".count
    @exclusivity(unchecked) var _getSeen: (() -> Set<String>)? = nil // stubble
    @exclusivity(unchecked) var _setSeen: ((Set<String>) -> Void)? = nil // stubble
    var seen: Set<String> { // stubble
        @storageRestrictions(initializes: _seen) init { _seen = newValue } // stubble
        get { if let _getSeen { return _getSeen() }; return _seen } // stubble
        set { if let _setSeen { _setSeen(newValue) } else { _seen = newValue } } // stubble
        _modify { if _getSeen == nil && _setSeen == nil { yield &_seen } else { var _stubbleValue = seen; yield &_stubbleValue; seen = _stubbleValue } } // stubble
    } // stubble
    var _seen = Set<String>()
    @exclusivity(unchecked) var _getAttributes: (() -> pthread_attr_t)? = nil // stubble
    @exclusivity(unchecked) var _setAttributes: ((pthread_attr_t) -> Void)? = nil // stubble
    var attributes: pthread_attr_t { // stubble
        @storageRestrictions(initializes: _attributes) init { _attributes = newValue } // stubble
        get { if let _getAttributes { return _getAttributes() }; return _attributes } // stubble
        set { if let _setAttributes { _setAttributes(newValue) } else { _attributes = newValue } } // stubble
        _modify { if _getAttributes == nil && _setAttributes == nil { yield &_attributes } else { var _stubbleValue = attributes; yield &_stubbleValue; attributes = _stubbleValue } } // stubble
    } // stubble
    var _attributes = pthread_attr_t()
    static func _resetStaticStubs() { // stubble
        _getPing = nil // stubble
        _getDigits = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["isOpen": self._isOpen as Any, "retries": self._retries as Any, "name": self._name as Any, "ratio": self._ratio as Any, "waiting": self._waiting as Any, "queue": self._queue as Any, "parser": self._parser as Any, "lock": self._lock as Any, "box": self.box as Any, "typedBox": self._typedBox as Any, "pending": self._pending as Any, "work": self._work as Any, "mode": self.mode as Any, "length": self.length as Any, "seen": self._seen as Any, "attributes": self._attributes as Any], displayStyle: .class) } // stubble
}
extension Connection: CustomReflectable {} // stubble

// @Stubbable
struct Settings {
    var _getVerbose: (() -> Bool)? { get { _stubs.hooks["_getVerbose"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getVerbose"] = newValue } } // stubble
    var _setVerbose: ((Bool) -> Void)? { get { _stubs.hooks["_setVerbose"] as? ((Bool) -> Void) } nonmutating set { _stubs.hooks["_setVerbose"] = newValue } } // stubble
    var verbose: Bool = false { // stubble
        @storageRestrictions(initializes: _verbose) init { _verbose = newValue } // stubble
        get { if let _getVerbose { return _getVerbose() }; return _verbose } // stubble
        set { if let _setVerbose { _setVerbose(newValue) } else { _verbose = newValue } } // stubble
        _modify { if _getVerbose == nil && _setVerbose == nil { yield &_verbose } else { var _stubbleValue = verbose; yield &_stubbleValue; verbose = _stubbleValue } } // stubble
    } // stubble
    var _verbose = false
    var _getLimit: (() -> Int)? { get { _stubs.hooks["_getLimit"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getLimit"] = newValue } } // stubble
    var _setLimit: ((Int) -> Void)? { get { _stubs.hooks["_setLimit"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setLimit"] = newValue } } // stubble
    var limit: Int = 10 { // stubble
        @storageRestrictions(initializes: _limit) init { _limit = newValue } // stubble
        get { if let _getLimit { return _getLimit() }; return _limit } // stubble
        set { if let _setLimit { _setLimit(newValue) } else { _limit = newValue } } // stubble
        _modify { if _getLimit == nil && _setLimit == nil { yield &_limit } else { var _stubbleValue = limit; yield &_stubbleValue; limit = _stubbleValue } } // stubble
    } // stubble
    var _limit = 10
    var _getLabel: (() -> Opcode)? { get { _stubs.hooks["_getLabel"] as? (() -> Opcode) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    var _setLabel: ((Opcode) -> Void)? { get { _stubs.hooks["_setLabel"] as? ((Opcode) -> Void) } nonmutating set { _stubs.hooks["_setLabel"] = newValue } } // stubble
    var label: Opcode = Opcode(0x1) { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label = Opcode(0x1)
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["verbose": self._verbose as Any, "limit": self._limit as Any, "label": self._label as Any], displayStyle: .struct) } // stubble
}
extension Settings: CustomReflectable {} // stubble
