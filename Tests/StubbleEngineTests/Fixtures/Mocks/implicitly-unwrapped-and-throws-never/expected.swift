// `T!` is allowed only as a declaration's own type: the witnesses keep it, the hooks and records say `T?`.
// A `throws(Never)` hook is called without `try` (the compiler warns of a `try` that cannot throw).
// Both from Mockolo's test inputs.
protocol UnwrappedNeverService {
    func lookup(key: Int!) -> Int!
    var current: Int! { get set }
    subscript(index: Int!) -> Int! { get }
    func count() throws(Never) -> Int
    var total: Int { get throws(Never) }
}

#if DEBUG
final class UnwrappedNeverServiceMock: UnwrappedNeverService {
    // stubble:mock:begin UnwrappedNeverService
    init() {}

    /// Presets in one place: `UnwrappedNeverServiceMock { $0._member = { ... } }`.
    init(_ configure: (UnwrappedNeverServiceMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: lookup(key:)
    var _lookup: ((Int?) -> Int?)? = nil
    var lookupReturnValue: Int?? = nil
    private(set) var lookupCallCount: Int = 0
    private(set) var lookupInvocations: [Int?] = []
    private(set) var lookupReturnedValues: [Int?] = []
    var lookupLastInvocation: Int?? { lookupInvocations.last }
    var lookupLastReturnedValue: Int?? { lookupReturnedValues.last }
    func lookup(key: Int!) -> Int! {
        lookupCallCount += 1
        lookupInvocations.append(key)
        if let _lookup {
            let result = _lookup(key)
            lookupReturnedValues.append(result)
            return result
        }
        if let lookupReturnValue {
            lookupReturnedValues.append(lookupReturnValue)
            return lookupReturnValue
        }
        let result: Int! = nil
        lookupReturnedValues.append(result)
        return result
    }

    // MARK: current
    var _getCurrent: (() -> Int?)? = nil
    var _setCurrent: ((Int?) -> Void)? = nil
    var _current: Int? = nil
    private(set) var currentGetCallCount: Int = 0
    private(set) var currentSetCallCount: Int = 0
    private(set) var currentSetInvocations: [Int?] = []
    var currentSetLastInvocation: Int?? { currentSetInvocations.last }
    var current: Int! {
        get {
            currentGetCallCount += 1
            if let _getCurrent { return _getCurrent() }
            return _current
        }
        set {
            currentSetCallCount += 1
            currentSetInvocations.append(newValue)
            if let _setCurrent { _setCurrent(newValue) } else { self._current = newValue }
        }
    }

    // MARK: subscript(index:)
    var _getSubscript: ((Int?) -> Int?)? = nil
    private(set) var subscriptGetCallCount: Int = 0
    private(set) var subscriptGetInvocations: [Int?] = []
    var subscriptGetLastInvocation: Int?? { subscriptGetInvocations.last }
    subscript(index: Int!) -> Int! {
        get {
            subscriptGetCallCount += 1
            subscriptGetInvocations.append(index)
            if let _getSubscript { return _getSubscript(index) }
            return nil
        }
    }

    // MARK: count()
    var _count: (() throws(Never) -> Int)? = nil
    var countReturnValue: Int? = nil
    private(set) var countCallCount: Int = 0
    private(set) var countReturnedValues: [Int] = []
    var countLastReturnedValue: Int? { countReturnedValues.last }
    func count() throws(Never) -> Int {
        countCallCount += 1
        if let _count {
            let result = _count()
            countReturnedValues.append(result)
            return result
        }
        if let countReturnValue {
            countReturnedValues.append(countReturnValue)
            return countReturnValue
        }
        let result: Int = 0
        countReturnedValues.append(result)
        return result
    }

    // MARK: total
    var _getTotal: (() throws(Never) -> Int)? = nil
    var _total: Int = 0
    private(set) var totalGetCallCount: Int = 0
    var total: Int {
        get throws(Never) {
            totalGetCallCount += 1
            if let _getTotal { return _getTotal() }
            return _total
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _lookup = nil
        lookupReturnValue = nil
        lookupCallCount = 0
        lookupInvocations = []
        lookupReturnedValues = []
        _getCurrent = nil
        _setCurrent = nil
        _current = nil
        currentGetCallCount = 0
        currentSetCallCount = 0
        currentSetInvocations = []
        _getSubscript = nil
        subscriptGetCallCount = 0
        subscriptGetInvocations = []
        _count = nil
        countReturnValue = nil
        countCallCount = 0
        countReturnedValues = []
        _getTotal = nil
        _total = 0
        totalGetCallCount = 0
    }
    // stubble:mock:end UnwrappedNeverService
}
#endif
