// Overloads that differ only by effects or by generic constraints are different requirements: each gets its
// own witness (from swift-mocking's test inputs). A generic parameter named like a concrete type
// (`Incrementor` below) is still a generic parameter.
protocol IncrementorKind {}

struct Incrementor {}

protocol CounterService {
    func increment() async
    func increment() throws
    func describe<T: Identifiable>(_ value: T) -> String
    func describe<T>(_ value: T) -> String where T: Hashable
    func increment<Incrementor: IncrementorKind>(using incrementor: Incrementor)
    func increment(using incrementor: Incrementor)
}

#if DEBUG
final class CounterServiceMock: CounterService {
    // stubble:mock:begin CounterService
    init() {}

    /// Presets in one place: `CounterServiceMock { $0._member = { ... } }`.
    init(_ configure: (CounterServiceMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: increment() → _incrementAsync
    var _incrementAsync: (nonisolated(nonsending) () async -> Void)? = nil
    private(set) var incrementAsyncCallCount: Int = 0
    nonisolated(nonsending) func increment() async {
        incrementAsyncCallCount += 1
        if let _incrementAsync { return await _incrementAsync() }
    }

    // MARK: increment() → _incrementThrowing
    var _incrementThrowing: (() throws -> Void)? = nil
    var incrementThrowingError: (any Error)? = nil
    private(set) var incrementThrowingCallCount: Int = 0
    func increment() throws {
        incrementThrowingCallCount += 1
        if let _incrementThrowing { return try _incrementThrowing() }
        if let incrementThrowingError { throw incrementThrowingError }
    }

    // MARK: describe(_:) → _describeT
    var _describeT: ((Any) -> String)? = nil
    var describeTReturnValue: String? = nil
    private(set) var describeTCallCount: Int = 0
    private(set) var describeTInvocations: [Any] = []
    var describeTLastInvocation: Any? { describeTInvocations.last }
    func describe<T: Identifiable>(_ value: T) -> String {
        describeTCallCount += 1
        describeTInvocations.append(value)
        if let _describeT { return _describeT(value) }
        if let describeTReturnValue { return describeTReturnValue }
        return ""
    }

    // MARK: describe(_:) → _describeT2
    var _describeT2: ((Any) -> String)? = nil
    var describeT2ReturnValue: String? = nil
    private(set) var describeT2CallCount: Int = 0
    private(set) var describeT2Invocations: [Any] = []
    var describeT2LastInvocation: Any? { describeT2Invocations.last }
    func describe<T>(_ value: T) -> String where T: Hashable {
        describeT2CallCount += 1
        describeT2Invocations.append(value)
        if let _describeT2 { return _describeT2(value) }
        if let describeT2ReturnValue { return describeT2ReturnValue }
        return ""
    }

    // MARK: increment(using:) → _incrementUsingIncrementor
    var _incrementUsingIncrementor: ((Any) -> Void)? = nil
    private(set) var incrementUsingIncrementorCallCount: Int = 0
    private(set) var incrementUsingIncrementorInvocations: [Any] = []
    var incrementUsingIncrementorLastInvocation: Any? { incrementUsingIncrementorInvocations.last }
    func increment<Incrementor: IncrementorKind>(using incrementor: Incrementor) {
        incrementUsingIncrementorCallCount += 1
        incrementUsingIncrementorInvocations.append(incrementor)
        if let _incrementUsingIncrementor { return _incrementUsingIncrementor(incrementor) }
    }

    // MARK: increment(using:) → _incrementUsingIncrementor2
    var _incrementUsingIncrementor2: ((Incrementor) -> Void)? = nil
    private(set) var incrementUsingIncrementor2CallCount: Int = 0
    private(set) var incrementUsingIncrementor2Invocations: [Incrementor] = []
    var incrementUsingIncrementor2LastInvocation: Incrementor? { incrementUsingIncrementor2Invocations.last }
    func increment(using incrementor: Incrementor) {
        incrementUsingIncrementor2CallCount += 1
        incrementUsingIncrementor2Invocations.append(incrementor)
        if let _incrementUsingIncrementor2 { return _incrementUsingIncrementor2(incrementor) }
    }
    // stubble:mock:end CounterService
}
#endif
