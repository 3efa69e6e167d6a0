// `Identifiable` needs nothing from a class (the standard library gives it `id`), unless the protocol fixes
// its `ID`: then the mock says `typealias ID = String` and has an `id` of that type. A class that is not
// generic cannot have a `where` clause (`final class EntityMock: Entity where ID == String` is not Swift).
protocol IdentifiedEntity: Identifiable where ID == String {
    var name: String { get }
}

#if DEBUG
final class IdentifiedEntityMock: IdentifiedEntity {
    // stubble:mock:begin IdentifiedEntity
    typealias ID = String

    init() {}

    /// Presets in one place: `IdentifiedEntityMock { $0._member = { ... } }`.
    init(_ configure: (IdentifiedEntityMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: name
    var _getName: (() -> String)? = nil
    var _name: String = ""
    private(set) var nameGetCallCount: Int = 0
    var name: String {
        get {
            nameGetCallCount += 1
            if let _getName { return _getName() }
            return _name
        }
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

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getName = nil
        _name = ""
        nameGetCallCount = 0
        _getId = nil
        _id = ""
        idGetCallCount = 0
    }
    // stubble:mock:end IdentifiedEntity
}
#endif
