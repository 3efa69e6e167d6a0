import Foundation

/// A library hands out its catalog, and the reading-room screen (bound to the main actor, so its mock
/// cannot serve as a default value elsewhere).
protocol Library {
    var name: String { get }
    func catalog() -> Catalog
    func branches() -> [any Library]
    @MainActor func readingRoom() -> any ReadingRoom
}

#if DEBUG
final class LibraryMock: Library {
    // stubble:mock:begin Library
    init() {}

    /// Presets in one place: `LibraryMock { $0._member = { ... } }`.
    init(_ configure: (LibraryMock) throws -> Void) rethrows {
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

    // MARK: catalog()
    var _catalog: (() -> Catalog)? = nil
    var catalogReturnValue: Catalog? = nil
    private(set) var catalogCallCount: Int = 0
    private(set) var catalogReturnedValues: [Catalog] = []
    var catalogLastReturnedValue: Catalog? { catalogReturnedValues.last }
    func catalog() -> Catalog {
        catalogCallCount += 1
        if let _catalog {
            let result = _catalog()
            catalogReturnedValues.append(result)
            return result
        }
        if let catalogReturnValue {
            catalogReturnedValues.append(catalogReturnValue)
            return catalogReturnValue
        }
        let result: Catalog = CatalogMock()
        catalogReturnedValues.append(result)
        return result
    }

    // MARK: branches()
    var _branches: (() -> [any Library])? = nil
    var branchesReturnValue: [any Library]? = nil
    private(set) var branchesCallCount: Int = 0
    private(set) var branchesReturnedValues: [[any Library]] = []
    var branchesLastReturnedValue: [any Library]? { branchesReturnedValues.last }
    func branches() -> [any Library] {
        branchesCallCount += 1
        if let _branches {
            let result = _branches()
            branchesReturnedValues.append(result)
            return result
        }
        if let branchesReturnValue {
            branchesReturnedValues.append(branchesReturnValue)
            return branchesReturnValue
        }
        let result: [any Library] = []
        branchesReturnedValues.append(result)
        return result
    }

    // MARK: readingRoom()
    var _readingRoom: (() -> any ReadingRoom)? = nil
    var readingRoomReturnValue: (any ReadingRoom)? = nil
    private(set) var readingRoomCallCount: Int = 0
    private(set) var readingRoomReturnedValues: [any ReadingRoom] = []
    var readingRoomLastReturnedValue: (any ReadingRoom)? { readingRoomReturnedValues.last }
    func readingRoom() -> any ReadingRoom {
        readingRoomCallCount += 1
        if let _readingRoom {
            let result = _readingRoom()
            readingRoomReturnedValues.append(result)
            return result
        }
        if let readingRoomReturnValue {
            readingRoomReturnedValues.append(readingRoomReturnValue)
            return readingRoomReturnValue
        }
        fatalError("LibraryMock.readingRoom(): no value to return; set _readingRoom or readingRoomReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getName = nil
        _name = ""
        nameGetCallCount = 0
        _catalog = nil
        catalogReturnValue = nil
        catalogCallCount = 0
        catalogReturnedValues = []
        _branches = nil
        branchesReturnValue = nil
        branchesCallCount = 0
        branchesReturnedValues = []
        _readingRoom = nil
        readingRoomReturnValue = nil
        readingRoomCallCount = 0
        readingRoomReturnedValues = []
    }
    // stubble:mock:end Library
}
#endif
