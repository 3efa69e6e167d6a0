// Static requirements get static hooks and records, and a reset for tearing down between tests.
protocol StaticsFactory {
    static var defaultName: String { get set }
    static func make(id: Int) -> Self
    static func register()
}

#if DEBUG
final class StaticsFactoryMock: StaticsFactory {
    // stubble:mock:begin StaticsFactory
    init() {}

    /// Presets in one place: `StaticsFactoryMock { $0._member = { ... } }`.
    init(_ configure: (StaticsFactoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: static defaultName
    nonisolated(unsafe) static var _getDefaultName: (() -> String)? = nil
    nonisolated(unsafe) static var _setDefaultName: ((String) -> Void)? = nil
    nonisolated(unsafe) static var _defaultName: String = ""
    nonisolated(unsafe) private(set) static var defaultNameGetCallCount: Int = 0
    nonisolated(unsafe) private(set) static var defaultNameSetCallCount: Int = 0
    nonisolated(unsafe) private(set) static var defaultNameSetInvocations: [String] = []
    static var defaultNameSetLastInvocation: String? { defaultNameSetInvocations.last }
    static var defaultName: String {
        get {
            defaultNameGetCallCount += 1
            if let _getDefaultName { return _getDefaultName() }
            return _defaultName
        }
        set {
            defaultNameSetCallCount += 1
            defaultNameSetInvocations.append(newValue)
            if let _setDefaultName { _setDefaultName(newValue) } else { Self._defaultName = newValue }
        }
    }

    // MARK: static make(id:)
    nonisolated(unsafe) static var _make: ((Int) -> StaticsFactoryMock)? = nil
    nonisolated(unsafe) static var makeReturnValue: StaticsFactoryMock? = nil
    nonisolated(unsafe) private(set) static var makeCallCount: Int = 0
    nonisolated(unsafe) private(set) static var makeInvocations: [Int] = []
    nonisolated(unsafe) private(set) static var makeReturnedValues: [StaticsFactoryMock] = []
    static var makeLastInvocation: Int? { makeInvocations.last }
    static var makeLastReturnedValue: StaticsFactoryMock? { makeReturnedValues.last }
    static func make(id: Int) -> StaticsFactoryMock {
        makeCallCount += 1
        makeInvocations.append(id)
        if let _make {
            let result = _make(id)
            makeReturnedValues.append(result)
            return result
        }
        if let makeReturnValue {
            makeReturnedValues.append(makeReturnValue)
            return makeReturnValue
        }
        fatalError("StaticsFactoryMock.make(id:): no value to return; set _make or makeReturnValue")
    }

    // MARK: static register()
    nonisolated(unsafe) static var _register: (() -> Void)? = nil
    nonisolated(unsafe) private(set) static var registerCallCount: Int = 0
    static func register() {
        registerCallCount += 1
        if let _register { return _register() }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
    }

    /// Puts every static hook and record back to its initial value.
    static func resetMockedStaticMembers() {
        _getDefaultName = nil
        _setDefaultName = nil
        _defaultName = ""
        defaultNameGetCallCount = 0
        defaultNameSetCallCount = 0
        defaultNameSetInvocations = []
        _make = nil
        makeReturnValue = nil
        makeCallCount = 0
        makeInvocations = []
        makeReturnedValues = []
        _register = nil
        registerCallCount = 0
    }
    // stubble:mock:end StaticsFactory
}
#endif
