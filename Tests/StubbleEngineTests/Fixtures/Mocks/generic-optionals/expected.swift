// Generic optionals erased to `Any` say so (`value as Any`): generated code compiles without warnings, and
// "expression implicitly coerced from 'Value?' to 'Any'" is a warning.
protocol OptionalCache {
    func store<Value>(_ value: Value?, forKey key: String) -> Value?
    func storeAll<Value>(_ values: [Value?], completion: @escaping (Value?) -> Void) async throws -> Value
    func swap<Value>(_ a: inout Value?, _ b: inout Value)
    subscript<T>(key: String) -> T? { get set }
}

#if DEBUG
final class OptionalCacheMock: OptionalCache {
    // stubble:mock:begin OptionalCache
    init() {}

    /// Presets in one place: `OptionalCacheMock { $0._member = { ... } }`.
    init(_ configure: (OptionalCacheMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: store(_:forKey:)
    var _store: ((Any, String) -> Any)? = nil
    var storeReturnValue: Any? = nil
    private(set) var storeCallCount: Int = 0
    private(set) var storeInvocations: [StoreInvocation] = []
    private(set) var storeReturnedValues: [Any] = []
    struct StoreInvocation {
        var value: Any
        var key: String
    }
    var storeLastInvocation: StoreInvocation? { storeInvocations.last }
    var storeLastReturnedValue: Any? { storeReturnedValues.last }
    func store<Value>(_ value: Value?, forKey key: String) -> Value? {
        storeCallCount += 1
        storeInvocations.append(StoreInvocation(value: value as Any, key: key))
        if let _store {
            let result = _store(value as Any, key) as! Value?
            storeReturnedValues.append(result as Any)
            return result
        }
        if let storeReturnValue {
            storeReturnedValues.append(storeReturnValue)
            return storeReturnValue as! Value?
        }
        let result: Value? = nil
        storeReturnedValues.append(result as Any)
        return result
    }

    // MARK: storeAll(_:completion:)
    var _storeAll: (nonisolated(nonsending) (Any, Any) async throws -> Any)? = nil
    var storeAllError: (any Error)? = nil
    var storeAllReturnValue: Any? = nil
    private(set) var storeAllCallCount: Int = 0
    private(set) var storeAllInvocations: [StoreAllInvocation] = []
    private(set) var storeAllReturnedValues: [Any] = []
    struct StoreAllInvocation {
        var values: Any
        var completion: Any
    }
    var storeAllLastInvocation: StoreAllInvocation? { storeAllInvocations.last }
    var storeAllLastReturnedValue: Any? { storeAllReturnedValues.last }
    nonisolated(nonsending) func storeAll<Value>(_ values: [Value?], completion: @escaping (Value?) -> Void) async throws -> Value {
        storeAllCallCount += 1
        storeAllInvocations.append(StoreAllInvocation(values: values, completion: completion))
        if let _storeAll {
            let result = try await _storeAll(values, completion) as! Value
            storeAllReturnedValues.append(result)
            return result
        }
        if let storeAllError { throw storeAllError }
        if let storeAllReturnValue {
            storeAllReturnedValues.append(storeAllReturnValue)
            return storeAllReturnValue as! Value
        }
        if let result = (Value.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Value {
            storeAllReturnedValues.append(result)
            return result
        }
        fatalError("OptionalCacheMock.storeAll(_:completion:): no value to return; set _storeAll or storeAllReturnValue")
    }

    // MARK: swap(_:_:)
    var _swap: ((inout Any, inout Any) -> Void)? = nil
    private(set) var swapCallCount: Int = 0
    private(set) var swapInvocations: [SwapInvocation] = []
    struct SwapInvocation {
        var a: Any
        var b: Any
    }
    var swapLastInvocation: SwapInvocation? { swapInvocations.last }
    func swap<Value>(_ a: inout Value?, _ b: inout Value) {
        swapCallCount += 1
        swapInvocations.append(SwapInvocation(a: a as Any, b: b))
        if let _swap {
            var aBox: Any = a as Any
            var bBox: Any = b
            _swap(&aBox, &bBox)
            a = aBox as! Value?
            b = bBox as! Value
            return
        }
    }

    // MARK: subscript(key:)
    var _getSubscript: ((String) -> Any)? = nil
    var _setSubscript: ((String, Any) -> Void)? = nil
    private(set) var subscriptGetCallCount: Int = 0
    private(set) var subscriptGetInvocations: [String] = []
    private(set) var subscriptSetCallCount: Int = 0
    private(set) var subscriptSetInvocations: [SubscriptSetInvocation] = []
    var subscriptGetLastInvocation: String? { subscriptGetInvocations.last }
    struct SubscriptSetInvocation {
        var key: String
        var newValue: Any
    }
    var subscriptSetLastInvocation: SubscriptSetInvocation? { subscriptSetInvocations.last }
    subscript<T>(key: String) -> T? {
        get {
            subscriptGetCallCount += 1
            subscriptGetInvocations.append(key)
            if let _getSubscript { return _getSubscript(key) as! T? }
            return nil
        }
        set {
            subscriptSetCallCount += 1
            subscriptSetInvocations.append(SubscriptSetInvocation(key: key, newValue: newValue as Any))
            if let _setSubscript { _setSubscript(key, newValue as Any) }
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _store = nil
        storeReturnValue = nil
        storeCallCount = 0
        storeInvocations = []
        storeReturnedValues = []
        _storeAll = nil
        storeAllError = nil
        storeAllReturnValue = nil
        storeAllCallCount = 0
        storeAllInvocations = []
        storeAllReturnedValues = []
        _swap = nil
        swapCallCount = 0
        swapInvocations = []
        _getSubscript = nil
        _setSubscript = nil
        subscriptGetCallCount = 0
        subscriptGetInvocations = []
        subscriptSetCallCount = 0
        subscriptSetInvocations = []
    }
    // stubble:mock:end OptionalCache
}
#endif
