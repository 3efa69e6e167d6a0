// Equatable and Hashable refinements are satisfied by identity.
protocol EquatableItem: Hashable {
    var label: String { get }
}

#if DEBUG
final class EquatableItemMock: EquatableItem {
    // stubble:mock:begin EquatableItem
    init() {}

    /// Presets in one place: `EquatableItemMock { $0._member = { ... } }`.
    init(_ configure: (EquatableItemMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: label
    var _getLabel: (() -> String)? = nil
    var _label: String = ""
    private(set) var labelGetCallCount: Int = 0
    var label: String {
        get {
            labelGetCallCount += 1
            if let _getLabel { return _getLabel() }
            return _label
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getLabel = nil
        _label = ""
        labelGetCallCount = 0
    }

    // MARK: Equatable (identity)
    static func == (lhs: EquatableItemMock, rhs: EquatableItemMock) -> Bool { lhs === rhs }

    // MARK: Hashable (identity)
    func hash(into hasher: inout Swift.Hasher) { hasher.combine(ObjectIdentifier(self)) }
    // stubble:mock:end EquatableItem
}
#endif
