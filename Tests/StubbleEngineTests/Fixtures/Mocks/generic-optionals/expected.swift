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
    private(set) var storeInvocations: [(value: Any, key: String)] = []
    var storeLastInvocation: (value: Any, key: String)? { storeInvocations.last }
    func store<Value>(_ value: Value?, forKey key: String) -> Value? {
        storeCallCount += 1
        storeInvocations.append((value: value as Any, key: key))
        if let _store { return _store(value as Any, key) as! Value? }
        if let storeReturnValue { return storeReturnValue as! Value? }
        return nil
    }

    // MARK: storeAll(_:completion:)
    var _storeAll: (nonisolated(nonsending) (Any, Any) async throws -> Any)? = nil
    var storeAllError: (any Error)? = nil
    var storeAllReturnValue: Any? = nil
    private(set) var storeAllCallCount: Int = 0
    private(set) var storeAllInvocations: [(values: Any, completion: Any)] = []
    var storeAllLastInvocation: (values: Any, completion: Any)? { storeAllInvocations.last }
    nonisolated(nonsending) func storeAll<Value>(_ values: [Value?], completion: @escaping (Value?) -> Void) async throws -> Value {
        storeAllCallCount += 1
        storeAllInvocations.append((values: values, completion: completion))
        if let _storeAll { return try await _storeAll(values, completion) as! Value }
        if let storeAllError { throw storeAllError }
        if let storeAllReturnValue { return storeAllReturnValue as! Value }
        fatalError("OptionalCacheMock.storeAll(_:completion:): no value to return; set _storeAll or storeAllReturnValue")
    }

    // MARK: swap(_:_:)
    var _swap: ((inout Any, inout Any) -> Void)? = nil
    private(set) var swapCallCount: Int = 0
    private(set) var swapInvocations: [(a: Any, b: Any)] = []
    var swapLastInvocation: (a: Any, b: Any)? { swapInvocations.last }
    func swap<Value>(_ a: inout Value?, _ b: inout Value) {
        swapCallCount += 1
        swapInvocations.append((a: a as Any, b: b))
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
    private(set) var subscriptSetInvocations: [(key: String, newValue: Any)] = []
    subscript<T>(key: String) -> T? {
        get {
            subscriptGetCallCount += 1
            subscriptGetInvocations.append(key)
            if let _getSubscript { return _getSubscript(key) as! T? }
            return nil
        }
        set {
            subscriptSetCallCount += 1
            subscriptSetInvocations.append((key: key, newValue: newValue as Any))
            if let _setSubscript { _setSubscript(key, newValue as Any) }
        }
    }
    // stubble:mock:end OptionalCache
}
#endif
