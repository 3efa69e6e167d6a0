// fixture-options: spy
// StubKit's spies ("Stubbing in pair with Swift compiler: a spy registration"), done by "Make stubbable with
// call recording". In StubKit a test double is written by hand, one lazy action per method, and a test
// registers a spy on it before recording anything:
//
//     final class UserServiceStub: UserService {
//         lazy var addUserAction = niceStub(of: addUser)
//         func addUser(name: String) { addUserAction(name) }
//         lazy var renameAction = niceStub(of: rename)
//         func rename(user: String, to newName: String) -> Bool { renameAction((user, newName)) }
//         lazy var removeAction = niceStub(of: remove)
//         func remove(id: Int) throws { try removeAction(id) }
//     }
//     let service = UserServiceStub()
//     let addUserArgs = spyCalls(of: &service.addUserAction)        // ArgRecords<String>
//     let renameArgs = spyCalls(of: &service.renameAction)          // ArgRecords<(String, String)>
//
// Here the real class is made stubbable with call recording: every call is recorded, with or without a hook,
// under a mock's names; there is nothing to register and no double to write.
struct RemoveError: Error {}

// @Stubbable(spy: true)
final class UserService {
    @exclusivity(unchecked) var _getUsers: (() -> [Int: String])? = nil // stubble
    @exclusivity(unchecked) var _setUsers: (([Int: String]) -> Void)? = nil // stubble
    private(set) var users: [Int: String] { // stubble
        @storageRestrictions(initializes: _users) init { _users = newValue } // stubble
        get { if let _getUsers { return _getUsers() }; return _users } // stubble
        set { if let _setUsers { _setUsers(newValue) } else { _users = newValue } } // stubble
        _modify { if _getUsers == nil && _setUsers == nil { yield &_users } else { var _stubbleValue = users; yield &_stubbleValue; users = _stubbleValue } } // stubble
    } // stubble
    private(set) var _users: [Int: String] = [:]
    @exclusivity(unchecked) var _getNextID: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setNextID: ((Int) -> Void)? = nil // stubble
    private var nextID: Int { // stubble
        @storageRestrictions(initializes: _nextID) init { _nextID = newValue } // stubble
        get { if let _getNextID { return _getNextID() }; return _nextID } // stubble
        set { if let _setNextID { _setNextID(newValue) } else { _nextID = newValue } } // stubble
        _modify { if _getNextID == nil && _setNextID == nil { yield &_nextID } else { var _stubbleValue = nextID; yield &_stubbleValue; nextID = _stubbleValue } } // stubble
    } // stubble
    private var _nextID = 1

    @exclusivity(unchecked) var _addUser: ((String) -> Void)? = nil // stubble
    var addUserCallCount: Int = 0 // stubble
    var addUserInvocations: [String] = [] // stubble
    var addUserLastInvocation: String? { addUserInvocations.last } // stubble
    func _recordAddUser(_ name: String) -> ((String) -> Void)? { addUserCallCount += 1; addUserInvocations.append(name); return _addUser } // stubble
    func addUser(name: String) {
        if let _addUser = _recordAddUser(name) { return _addUser(name) } // stubble
        users[nextID] = name
        nextID += 1
    }

    @exclusivity(unchecked) var _rename: ((String, String) -> Bool)? = nil // stubble
    struct RenameInvocation: Equatable { // stubble
        var user: String // stubble
        var newName: String // stubble
    } // stubble
    var renameCallCount: Int = 0 // stubble
    var renameInvocations: [RenameInvocation] = [] // stubble
    var renameLastInvocation: RenameInvocation? { renameInvocations.last } // stubble
    func _recordRename(_ user: String, _ newName: String) -> ((String, String) -> Bool)? { renameCallCount += 1; renameInvocations.append(RenameInvocation(user: user, newName: newName)); return _rename } // stubble
    func rename(user: String, to newName: String) -> Bool {
        if let _rename = _recordRename(user, newName) { return _rename(user, newName) } // stubble
        guard let id = users.first(where: { $0.value == user })?.key else { return false }
        users[id] = newName
        return true
    }

    @exclusivity(unchecked) var _remove: ((Int) throws -> Void)? = nil // stubble
    var removeCallCount: Int = 0 // stubble
    var removeInvocations: [Int] = [] // stubble
    var removeLastInvocation: Int? { removeInvocations.last } // stubble
    func _recordRemove(_ id: Int) -> ((Int) throws -> Void)? { removeCallCount += 1; removeInvocations.append(id); return _remove } // stubble
    func remove(id: Int) throws {
        if let _remove = _recordRemove(id) { return try _remove(id) } // stubble
        guard users.removeValue(forKey: id) != nil else { throw RemoveError() }
    }
    func resetMock() { // stubble
        _getUsers = nil // stubble
        _setUsers = nil // stubble
        _getNextID = nil // stubble
        _setNextID = nil // stubble
        _addUser = nil // stubble
        addUserCallCount = 0 // stubble
        addUserInvocations = [] // stubble
        _rename = nil // stubble
        renameCallCount = 0 // stubble
        renameInvocations = [] // stubble
        _remove = nil // stubble
        removeCallCount = 0 // stubble
        removeInvocations = [] // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["users": self._users as Any, "nextID": self._nextID as Any], displayStyle: .class) } // stubble
}
extension UserService: CustomReflectable {} // stubble
