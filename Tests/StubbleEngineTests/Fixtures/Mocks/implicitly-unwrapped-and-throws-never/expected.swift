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
    var lookupLastInvocation: Int?? { lookupInvocations.last }
    func lookup(key: Int!) -> Int! {
        lookupCallCount += 1
        lookupInvocations.append(key)
        if let _lookup { return _lookup(key) }
        if let lookupReturnValue { return lookupReturnValue }
        return nil
    }

    // MARK: current
    var _getCurrent: (() -> Int?)? = nil
    var _setCurrent: ((Int?) -> Void)? = nil
    var _current: Int? = nil
    private(set) var currentGetCallCount: Int = 0
    private(set) var currentSetCallCount: Int = 0
    private(set) var currentSetInvocations: [Int?] = []
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
    func count() throws(Never) -> Int {
        countCallCount += 1
        if let _count { return _count() }
        if let countReturnValue { return countReturnValue }
        return 0
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
    // stubble:mock:end UnwrappedNeverService
}
#endif
