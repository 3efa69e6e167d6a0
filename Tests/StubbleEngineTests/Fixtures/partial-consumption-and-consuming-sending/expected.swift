// A noncopyable struct without a deinit lets code consume one of its noncopyable stored properties on its own
// (`payload.element.take()`: partial consumption); after that only its stored properties can be read, and a
// computed property can never be consumed. So in such a struct that holds a noncopyable stored property,
// every stored property stays stored, with a hint that says why; its methods and initializers still get
// hooks. A struct with a deinit cannot be partly consumed: its properties are stubbed as usual.
// A `consuming sending` parameter (not only a leading `sending`) passes to its hook as `sending`, through a
// `nonisolated(unsafe)` local: sent from the parameter itself, Swift would reject the call ("sending 'wrapped'
// risks causing data races": the body stores it in `self`), here from the type-erased static hooks of a
// generic struct's initializer (see `sending-parameters-sent-on-by-initializers`).

struct Disconnected<Value>: ~Copyable {
    var value: Value?
    consuming func take() -> Value { value! }
}

// @Stubbable
struct ResumeElement: ~Copyable {
    let continuation: Int
    var element: Disconnected<Int>
    init(continuation: Int, element: consuming Disconnected<Int>) {
        self.continuation = continuation
        self.element = element
    }
    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "continuation \(continuation)" /*stubble:*/}/*:stubble*/}
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
    var _getNumber: (() -> Int)? { get { _stubs.hooks["_getNumber"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getNumber"] = newValue } } // stubble
    var _setNumber: ((Int) -> Void)? { get { _stubs.hooks["_setNumber"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setNumber"] = newValue } } // stubble
    var number: Int { // stubble
        @storageRestrictions(initializes: _number) init { _number = newValue } // stubble
        get { if let _getNumber { return _getNumber() }; return _number } // stubble
        set { if let _setNumber { _setNumber(newValue) } else { _number = newValue } } // stubble
        _modify { if _getNumber == nil && _setNumber == nil { yield &_number } else { var _stubbleValue = number; yield &_stubbleValue; number = _stubbleValue } } // stubble
    } // stubble
    var _number: Int
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
struct SendableConsumeOnceBox<Wrapped> {
    var _getWrapped: (() -> Optional<Wrapped>)? { get { _stubs.hooks["_getWrapped"] as? (() -> Optional<Wrapped>) } nonmutating set { _stubs.hooks["_getWrapped"] = newValue } } // stubble
    var _setWrapped: ((Optional<Wrapped>) -> Void)? { get { _stubs.hooks["_setWrapped"] as? ((Optional<Wrapped>) -> Void) } nonmutating set { _stubs.hooks["_setWrapped"] = newValue } } // stubble
    var wrapped: Optional<Wrapped> { // stubble
        @storageRestrictions(initializes: _wrapped) init { _wrapped = newValue } // stubble
        get { if let _getWrapped { return _getWrapped() }; return _wrapped } // stubble
        set { if let _setWrapped { _setWrapped(newValue) } else { _wrapped = newValue } } // stubble
        _modify { if _getWrapped == nil && _setWrapped == nil { yield &_wrapped } else { var _stubbleValue = wrapped; yield &_stubbleValue; wrapped = _stubbleValue } } // stubble
    } // stubble
    var _wrapped: Optional<Wrapped>
    static var _initWrapped: ((consuming sending Wrapped) -> SendableConsumeOnceBox)? { get { _staticStubs_SendableConsumeOnceBox[ObjectIdentifier(SendableConsumeOnceBox.self)]?["_initWrapped"] as? ((consuming sending Wrapped) -> SendableConsumeOnceBox) } set { _staticStubs_SendableConsumeOnceBox[ObjectIdentifier(SendableConsumeOnceBox.self), default: [:]]["_initWrapped"] = newValue } } // stubble
    init(wrapped: consuming sending Wrapped) {
        if let _initWrapped = Self._initWrapped { nonisolated(unsafe) let _stubbleWrapped = wrapped; self = _initWrapped(_stubbleWrapped); return } // stubble
        self.wrapped = .some(wrapped)
    }
    var _take: (() -> sending Wrapped)? { get { _stubs.hooks["_take"] as? (() -> sending Wrapped) } nonmutating set { _stubs.hooks["_take"] = newValue } } // stubble
    consuming func take() -> sending Wrapped {
        if let _take { return _take() } // stubble
        nonisolated(unsafe) let value = self.wrapped.take()!
        return value
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
        _staticStubs_SendableConsumeOnceBox.removeAll() // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["wrapped": self._wrapped as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_SendableConsumeOnceBox: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension SendableConsumeOnceBox: CustomReflectable {} // stubble

func resume(_ payload: consuming ResumeElement) -> Int {
    let element = payload.element.take()
    return element + payload.continuation
}
