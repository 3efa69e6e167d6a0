// A protocol refining others: the mock implements every requirement of the whole hierarchy once. A
// property required `{ get }` by one protocol and `{ get set }` by another gets a setter.
protocol RefinedIdentified {
    var id: String { get }
}

protocol RefinedNamed: RefinedIdentified {
    var name: String { get }
}

protocol RefinedEditable: RefinedIdentified {
    var name: String { get set }
}

protocol RefinedUser: RefinedNamed, RefinedEditable, CustomStringConvertible {
    var id: String { get }
    func rename(to name: String)
}

#if DEBUG
final class RefinedUserMock: RefinedUser {
    // stubble:mock:begin RefinedUser
    init() {}

    /// Presets in one place: `RefinedUserMock { $0._member = { ... } }`.
    init(_ configure: (RefinedUserMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: id
    var _getId: (() -> String)? = nil
    var _id: String = ""
    private(set) var idGetCallCount: Int = 0
    var id: String {
        get {
            idGetCallCount += 1
            if let _getId { return _getId() }
            return _id
        }
    }

    // MARK: rename(to:)
    var _rename: ((String) -> Void)? = nil
    private(set) var renameCallCount: Int = 0
    private(set) var renameInvocations: [String] = []
    var renameLastInvocation: String? { renameInvocations.last }
    func rename(to name: String) {
        renameCallCount += 1
        renameInvocations.append(name)
        if let _rename { return _rename(name) }
    }

    // MARK: name
    var _getName: (() -> String)? = nil
    var _setName: ((String) -> Void)? = nil
    var _name: String = ""
    private(set) var nameGetCallCount: Int = 0
    private(set) var nameSetCallCount: Int = 0
    private(set) var nameSetInvocations: [String] = []
    var nameSetLastInvocation: String? { nameSetInvocations.last }
    var name: String {
        get {
            nameGetCallCount += 1
            if let _getName { return _getName() }
            return _name
        }
        set {
            nameSetCallCount += 1
            nameSetInvocations.append(newValue)
            if let _setName { _setName(newValue) } else { self._name = newValue }
        }
    }

    // MARK: description
    var _getDescription: (() -> String)? = nil
    var _description: String = ""
    private(set) var descriptionGetCallCount: Int = 0
    var description: String {
        get {
            descriptionGetCallCount += 1
            if let _getDescription { return _getDescription() }
            return _description
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getId = nil
        _id = ""
        idGetCallCount = 0
        _rename = nil
        renameCallCount = 0
        renameInvocations = []
        _getName = nil
        _setName = nil
        _name = ""
        nameGetCallCount = 0
        nameSetCallCount = 0
        nameSetInvocations = []
        _getDescription = nil
        _description = ""
        descriptionGetCallCount = 0
    }
    // stubble:mock:end RefinedUser
}
#endif
