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
    private(set) var describeTReturnedValues: [String] = []
    var describeTLastInvocation: Any? { describeTInvocations.last }
    var describeTLastReturnedValue: String? { describeTReturnedValues.last }
    func describe<T: Identifiable>(_ value: T) -> String {
        describeTCallCount += 1
        describeTInvocations.append(value)
        if let _describeT {
            let result = _describeT(value)
            describeTReturnedValues.append(result)
            return result
        }
        if let describeTReturnValue {
            describeTReturnedValues.append(describeTReturnValue)
            return describeTReturnValue
        }
        let result: String = ""
        describeTReturnedValues.append(result)
        return result
    }

    // MARK: describe(_:) → _describeT2
    var _describeT2: ((Any) -> String)? = nil
    var describeT2ReturnValue: String? = nil
    private(set) var describeT2CallCount: Int = 0
    private(set) var describeT2Invocations: [Any] = []
    private(set) var describeT2ReturnedValues: [String] = []
    var describeT2LastInvocation: Any? { describeT2Invocations.last }
    var describeT2LastReturnedValue: String? { describeT2ReturnedValues.last }
    func describe<T>(_ value: T) -> String where T: Hashable {
        describeT2CallCount += 1
        describeT2Invocations.append(value)
        if let _describeT2 {
            let result = _describeT2(value)
            describeT2ReturnedValues.append(result)
            return result
        }
        if let describeT2ReturnValue {
            describeT2ReturnedValues.append(describeT2ReturnValue)
            return describeT2ReturnValue
        }
        let result: String = ""
        describeT2ReturnedValues.append(result)
        return result
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

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _incrementAsync = nil
        incrementAsyncCallCount = 0
        _incrementThrowing = nil
        incrementThrowingError = nil
        incrementThrowingCallCount = 0
        _describeT = nil
        describeTReturnValue = nil
        describeTCallCount = 0
        describeTInvocations = []
        describeTReturnedValues = []
        _describeT2 = nil
        describeT2ReturnValue = nil
        describeT2CallCount = 0
        describeT2Invocations = []
        describeT2ReturnedValues = []
        _incrementUsingIncrementor = nil
        incrementUsingIncrementorCallCount = 0
        incrementUsingIncrementorInvocations = []
        _incrementUsingIncrementor2 = nil
        incrementUsingIncrementor2CallCount = 0
        incrementUsingIncrementor2Invocations = []
    }
    // stubble:mock:end CounterService
}
#endif
