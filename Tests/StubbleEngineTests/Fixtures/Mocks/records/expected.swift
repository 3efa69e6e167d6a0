// Records a test can assert on. A call with several recorded arguments is a struct with one field per argument,
// `Equatable` when every argument's type is (standard value types, containers of them, types this file shows
// Equatable, an associated type constrained to Hashable), so `XCTAssertEqual(mock.addUserInvocations, [...])`
// and `#expect(mock.addUserInvocations == [...])` compile; `RecordsAvatar` is not Equatable, so neither is
// `UploadInvocation`. What each call returned, the setter's records like the getter's, and `resetMock()`.
public enum RecordsRole { case admin, guest }
public struct RecordsTag: Hashable {
    public var name: String
    public init(name: String) { self.name = name }
}
public struct RecordsAvatar {
    public var pixels: [UInt8]
    public init(pixels: [UInt8]) { self.pixels = pixels }
}

public protocol RecordsDirectory {
    associatedtype ID: Hashable
    var title: String { get set }
    func addUser(name: String, age: Int) -> Bool
    func assign(_ role: RecordsRole, to id: ID, tags: Set<RecordsTag>?)
    func upload(_ avatar: RecordsAvatar, for id: ID) throws -> String?
    func ages(in group: String) async -> [String: Int]
    subscript(id: ID, field: String) -> String? { get set }
}

#if DEBUG
public final class RecordsDirectoryMock<ID: Hashable>: RecordsDirectory {
    // stubble:mock:begin RecordsDirectory
    public init() {}

    /// Presets in one place: `RecordsDirectoryMock { $0._member = { ... } }`.
    public init(_ configure: (RecordsDirectoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: title
    public var _getTitle: (() -> String)? = nil
    public var _setTitle: ((String) -> Void)? = nil
    public var _title: String = ""
    public private(set) var titleGetCallCount: Int = 0
    public private(set) var titleSetCallCount: Int = 0
    public private(set) var titleSetInvocations: [String] = []
    public var titleSetLastInvocation: String? { titleSetInvocations.last }
    public var title: String {
        get {
            titleGetCallCount += 1
            if let _getTitle { return _getTitle() }
            return _title
        }
        set {
            titleSetCallCount += 1
            titleSetInvocations.append(newValue)
            if let _setTitle { _setTitle(newValue) } else { self._title = newValue }
        }
    }

    // MARK: addUser(name:age:)
    public var _addUser: ((String, Int) -> Bool)? = nil
    public var addUserReturnValue: Bool? = nil
    public private(set) var addUserCallCount: Int = 0
    public private(set) var addUserInvocations: [AddUserInvocation] = []
    public private(set) var addUserReturnedValues: [Bool] = []
    public struct AddUserInvocation: Equatable {
        public var name: String
        public var age: Int
        public init(name: String, age: Int) {
            self.name = name
            self.age = age
        }
    }
    public var addUserLastInvocation: AddUserInvocation? { addUserInvocations.last }
    public var addUserLastReturnedValue: Bool? { addUserReturnedValues.last }
    public func addUser(name: String, age: Int) -> Bool {
        addUserCallCount += 1
        addUserInvocations.append(AddUserInvocation(name: name, age: age))
        if let _addUser {
            let result = _addUser(name, age)
            addUserReturnedValues.append(result)
            return result
        }
        if let addUserReturnValue {
            addUserReturnedValues.append(addUserReturnValue)
            return addUserReturnValue
        }
        let result: Bool = false
        addUserReturnedValues.append(result)
        return result
    }

    // MARK: assign(_:to:tags:)
    public var _assign: ((RecordsRole, ID, Set<RecordsTag>?) -> Void)? = nil
    public private(set) var assignCallCount: Int = 0
    public private(set) var assignInvocations: [AssignInvocation] = []
    public struct AssignInvocation: Equatable {
        public var role: RecordsRole
        public var id: ID
        public var tags: Set<RecordsTag>?
        public init(role: RecordsRole, id: ID, tags: Set<RecordsTag>?) {
            self.role = role
            self.id = id
            self.tags = tags
        }
    }
    public var assignLastInvocation: AssignInvocation? { assignInvocations.last }
    public func assign(_ role: RecordsRole, to id: ID, tags: Set<RecordsTag>?) {
        assignCallCount += 1
        assignInvocations.append(AssignInvocation(role: role, id: id, tags: tags))
        if let _assign { return _assign(role, id, tags) }
    }

    // MARK: upload(_:for:)
    public var _upload: ((RecordsAvatar, ID) throws -> String?)? = nil
    public var uploadError: (any Error)? = nil
    public var uploadReturnValue: String?? = nil
    public private(set) var uploadCallCount: Int = 0
    public private(set) var uploadInvocations: [UploadInvocation] = []
    public private(set) var uploadReturnedValues: [String?] = []
    public struct UploadInvocation {
        public var avatar: RecordsAvatar
        public var id: ID
        public init(avatar: RecordsAvatar, id: ID) {
            self.avatar = avatar
            self.id = id
        }
    }
    public var uploadLastInvocation: UploadInvocation? { uploadInvocations.last }
    public var uploadLastReturnedValue: String?? { uploadReturnedValues.last }
    public func upload(_ avatar: RecordsAvatar, for id: ID) throws -> String? {
        uploadCallCount += 1
        uploadInvocations.append(UploadInvocation(avatar: avatar, id: id))
        if let _upload {
            let result = try _upload(avatar, id)
            uploadReturnedValues.append(result)
            return result
        }
        if let uploadError { throw uploadError }
        if let uploadReturnValue {
            uploadReturnedValues.append(uploadReturnValue)
            return uploadReturnValue
        }
        let result: String? = nil
        uploadReturnedValues.append(result)
        return result
    }

    // MARK: ages(in:)
    public var _ages: (nonisolated(nonsending) (String) async -> [String: Int])? = nil
    public var agesReturnValue: [String: Int]? = nil
    public private(set) var agesCallCount: Int = 0
    public private(set) var agesInvocations: [String] = []
    public private(set) var agesReturnedValues: [[String: Int]] = []
    public var agesLastInvocation: String? { agesInvocations.last }
    public var agesLastReturnedValue: [String: Int]? { agesReturnedValues.last }
    public nonisolated(nonsending) func ages(in group: String) async -> [String: Int] {
        agesCallCount += 1
        agesInvocations.append(group)
        if let _ages {
            let result = await _ages(group)
            agesReturnedValues.append(result)
            return result
        }
        if let agesReturnValue {
            agesReturnedValues.append(agesReturnValue)
            return agesReturnValue
        }
        let result: [String: Int] = [:]
        agesReturnedValues.append(result)
        return result
    }

    // MARK: subscript(id:field:)
    public var _getSubscript: ((ID, String) -> String?)? = nil
    public var _setSubscript: ((ID, String, String?) -> Void)? = nil
    public private(set) var subscriptGetCallCount: Int = 0
    public private(set) var subscriptGetInvocations: [SubscriptGetInvocation] = []
    public private(set) var subscriptSetCallCount: Int = 0
    public private(set) var subscriptSetInvocations: [SubscriptSetInvocation] = []
    public struct SubscriptGetInvocation: Equatable {
        public var id: ID
        public var field: String
        public init(id: ID, field: String) {
            self.id = id
            self.field = field
        }
    }
    public var subscriptGetLastInvocation: SubscriptGetInvocation? { subscriptGetInvocations.last }
    public struct SubscriptSetInvocation: Equatable {
        public var id: ID
        public var field: String
        public var newValue: String?
        public init(id: ID, field: String, newValue: String?) {
            self.id = id
            self.field = field
            self.newValue = newValue
        }
    }
    public var subscriptSetLastInvocation: SubscriptSetInvocation? { subscriptSetInvocations.last }
    public subscript(id: ID, field: String) -> String? {
        get {
            subscriptGetCallCount += 1
            subscriptGetInvocations.append(SubscriptGetInvocation(id: id, field: field))
            if let _getSubscript { return _getSubscript(id, field) }
            return nil
        }
        set {
            subscriptSetCallCount += 1
            subscriptSetInvocations.append(SubscriptSetInvocation(id: id, field: field, newValue: newValue))
            if let _setSubscript { _setSubscript(id, field, newValue) }
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _getTitle = nil
        _setTitle = nil
        _title = ""
        titleGetCallCount = 0
        titleSetCallCount = 0
        titleSetInvocations = []
        _addUser = nil
        addUserReturnValue = nil
        addUserCallCount = 0
        addUserInvocations = []
        addUserReturnedValues = []
        _assign = nil
        assignCallCount = 0
        assignInvocations = []
        _upload = nil
        uploadError = nil
        uploadReturnValue = nil
        uploadCallCount = 0
        uploadInvocations = []
        uploadReturnedValues = []
        _ages = nil
        agesReturnValue = nil
        agesCallCount = 0
        agesInvocations = []
        agesReturnedValues = []
        _getSubscript = nil
        _setSubscript = nil
        subscriptGetCallCount = 0
        subscriptGetInvocations = []
        subscriptSetCallCount = 0
        subscriptSetInvocations = []
    }
    // stubble:mock:end RecordsDirectory
}
#endif
