// Mockolo's README examples: the annotated protocol `Foo`, and the "Function Argument History" one (renamed
// `FooHistory` here, since both are in one file; Mockolo's `history:` argument needs nothing: ours records
// every call's arguments).
public protocol Foo {
    var num: Int { get set }
    func bar(arg: Float) -> String
}

#if DEBUG
public final class FooMock: Foo {
    // stubble:mock:begin Foo
    public init() {}

    /// Presets in one place: `FooMock { $0._member = { ... } }`.
    public init(_ configure: (FooMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: num
    public var _getNum: (() -> Int)? = nil
    public var _setNum: ((Int) -> Void)? = nil
    public var _num: Int = 0
    public private(set) var numGetCallCount: Int = 0
    public private(set) var numSetCallCount: Int = 0
    public private(set) var numSetInvocations: [Int] = []
    public var numSetLastInvocation: Int? { numSetInvocations.last }
    public var num: Int {
        get {
            numGetCallCount += 1
            if let _getNum { return _getNum() }
            return _num
        }
        set {
            numSetCallCount += 1
            numSetInvocations.append(newValue)
            if let _setNum { _setNum(newValue) } else { self._num = newValue }
        }
    }

    // MARK: bar(arg:)
    public var _bar: ((Float) -> String)? = nil
    public var barReturnValue: String? = nil
    public private(set) var barCallCount: Int = 0
    public private(set) var barInvocations: [Float] = []
    public private(set) var barReturnedValues: [String] = []
    public var barLastInvocation: Float? { barInvocations.last }
    public var barLastReturnedValue: String? { barReturnedValues.last }
    public func bar(arg: Float) -> String {
        barCallCount += 1
        barInvocations.append(arg)
        if let _bar {
            let result = _bar(arg)
            barReturnedValues.append(result)
            return result
        }
        if let barReturnValue {
            barReturnedValues.append(barReturnValue)
            return barReturnValue
        }
        let result: String = ""
        barReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _getNum = nil
        _setNum = nil
        _num = 0
        numGetCallCount = 0
        numSetCallCount = 0
        numSetInvocations = []
        _bar = nil
        barReturnValue = nil
        barCallCount = 0
        barInvocations = []
        barReturnedValues = []
    }
    // stubble:mock:end Foo
}
#endif

public protocol FooHistory {
    func fooFunc(val: Int)
    func barFunc(_ val: (a: String, Float))
    func bazFunc(val1: Int, val2: String)
}

#if DEBUG
public final class FooHistoryMock: FooHistory {
    // stubble:mock:begin FooHistory
    public init() {}

    /// Presets in one place: `FooHistoryMock { $0._member = { ... } }`.
    public init(_ configure: (FooHistoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: fooFunc(val:)
    public var _fooFunc: ((Int) -> Void)? = nil
    public private(set) var fooFuncCallCount: Int = 0
    public private(set) var fooFuncInvocations: [Int] = []
    public var fooFuncLastInvocation: Int? { fooFuncInvocations.last }
    public func fooFunc(val: Int) {
        fooFuncCallCount += 1
        fooFuncInvocations.append(val)
        if let _fooFunc { return _fooFunc(val) }
    }

    // MARK: barFunc(_:)
    public var _barFunc: (((a: String, Float)) -> Void)? = nil
    public private(set) var barFuncCallCount: Int = 0
    public private(set) var barFuncInvocations: [(a: String, Float)] = []
    public var barFuncLastInvocation: (a: String, Float)? { barFuncInvocations.last }
    public func barFunc(_ val: (a: String, Float)) {
        barFuncCallCount += 1
        barFuncInvocations.append(val)
        if let _barFunc { return _barFunc(val) }
    }

    // MARK: bazFunc(val1:val2:)
    public var _bazFunc: ((Int, String) -> Void)? = nil
    public private(set) var bazFuncCallCount: Int = 0
    public private(set) var bazFuncInvocations: [BazFuncInvocation] = []
    public struct BazFuncInvocation: Equatable {
        public var val1: Int
        public var val2: String
        public init(val1: Int, val2: String) {
            self.val1 = val1
            self.val2 = val2
        }
    }
    public var bazFuncLastInvocation: BazFuncInvocation? { bazFuncInvocations.last }
    public func bazFunc(val1: Int, val2: String) {
        bazFuncCallCount += 1
        bazFuncInvocations.append(BazFuncInvocation(val1: val1, val2: val2))
        if let _bazFunc { return _bazFunc(val1, val2) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _fooFunc = nil
        fooFuncCallCount = 0
        fooFuncInvocations = []
        _barFunc = nil
        barFuncCallCount = 0
        barFuncInvocations = []
        _bazFunc = nil
        bazFuncCallCount = 0
        bazFuncInvocations = []
    }
    // stubble:mock:end FooHistory
}
#endif
