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

/*|*/final class UserService {
    private(set) var users: [Int: String] = [:]
    private var nextID = 1

    func addUser(name: String) {
        users[nextID] = name
        nextID += 1
    }

    func rename(user: String, to newName: String) -> Bool {
        guard let id = users.first(where: { $0.value == user })?.key else { return false }
        users[id] = newName
        return true
    }

    func remove(id: Int) throws {
        guard users.removeValue(forKey: id) != nil else { throw RemoveError() }
    }
}
