// Subscripts: getter and setter hooks, keyed records.
protocol SubscriptsGrid {
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(key: String) -> String? { get }
    subscript(position index: Int) -> [Int] { get }
}

#if DEBUG
final class SubscriptsGridMock: SubscriptsGrid {
    // stubble:mock:begin SubscriptsGrid
    init() {}

    /// Presets in one place: `SubscriptsGridMock { $0._member = { ... } }`.
    init(_ configure: (SubscriptsGridMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: subscript(row:column:) → _getSubscriptRowColumn
    var _getSubscriptRowColumn: ((Int, Int) -> Double)? = nil
    var _setSubscriptRowColumn: ((Int, Int, Double) -> Void)? = nil
    private(set) var subscriptRowColumnGetCallCount: Int = 0
    private(set) var subscriptRowColumnGetInvocations: [SubscriptRowColumnGetInvocation] = []
    private(set) var subscriptRowColumnSetCallCount: Int = 0
    private(set) var subscriptRowColumnSetInvocations: [SubscriptRowColumnSetInvocation] = []
    struct SubscriptRowColumnGetInvocation: Equatable {
        var row: Int
        var column: Int
    }
    var subscriptRowColumnGetLastInvocation: SubscriptRowColumnGetInvocation? { subscriptRowColumnGetInvocations.last }
    struct SubscriptRowColumnSetInvocation: Equatable {
        var row: Int
        var column: Int
        var newValue: Double
    }
    var subscriptRowColumnSetLastInvocation: SubscriptRowColumnSetInvocation? { subscriptRowColumnSetInvocations.last }
    subscript(row: Int, column: Int) -> Double {
        get {
            subscriptRowColumnGetCallCount += 1
            subscriptRowColumnGetInvocations.append(SubscriptRowColumnGetInvocation(row: row, column: column))
            if let _getSubscriptRowColumn { return _getSubscriptRowColumn(row, column) }
            return 0
        }
        set {
            subscriptRowColumnSetCallCount += 1
            subscriptRowColumnSetInvocations.append(SubscriptRowColumnSetInvocation(row: row, column: column, newValue: newValue))
            if let _setSubscriptRowColumn { _setSubscriptRowColumn(row, column, newValue) }
        }
    }

    // MARK: subscript(key:) → _getSubscriptKey
    var _getSubscriptKey: ((String) -> String?)? = nil
    private(set) var subscriptKeyGetCallCount: Int = 0
    private(set) var subscriptKeyGetInvocations: [String] = []
    var subscriptKeyGetLastInvocation: String? { subscriptKeyGetInvocations.last }
    subscript(key: String) -> String? {
        get {
            subscriptKeyGetCallCount += 1
            subscriptKeyGetInvocations.append(key)
            if let _getSubscriptKey { return _getSubscriptKey(key) }
            return nil
        }
    }

    // MARK: subscript(position:) → _getSubscriptPosition
    var _getSubscriptPosition: ((Int) -> [Int])? = nil
    private(set) var subscriptPositionGetCallCount: Int = 0
    private(set) var subscriptPositionGetInvocations: [Int] = []
    var subscriptPositionGetLastInvocation: Int? { subscriptPositionGetInvocations.last }
    subscript(position index: Int) -> [Int] {
        get {
            subscriptPositionGetCallCount += 1
            subscriptPositionGetInvocations.append(index)
            if let _getSubscriptPosition { return _getSubscriptPosition(index) }
            return []
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getSubscriptRowColumn = nil
        _setSubscriptRowColumn = nil
        subscriptRowColumnGetCallCount = 0
        subscriptRowColumnGetInvocations = []
        subscriptRowColumnSetCallCount = 0
        subscriptRowColumnSetInvocations = []
        _getSubscriptKey = nil
        subscriptKeyGetCallCount = 0
        subscriptKeyGetInvocations = []
        _getSubscriptPosition = nil
        subscriptPositionGetCallCount = 0
        subscriptPositionGetInvocations = []
    }
    // stubble:mock:end SubscriptsGrid
}
#endif
