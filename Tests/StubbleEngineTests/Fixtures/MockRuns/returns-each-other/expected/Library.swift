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
    func catalog() -> Catalog {
        catalogCallCount += 1
        if let _catalog { return _catalog() }
        if let catalogReturnValue { return catalogReturnValue }
        return CatalogMock()
    }

    // MARK: branches()
    var _branches: (() -> [any Library])? = nil
    var branchesReturnValue: [any Library]? = nil
    private(set) var branchesCallCount: Int = 0
    func branches() -> [any Library] {
        branchesCallCount += 1
        if let _branches { return _branches() }
        if let branchesReturnValue { return branchesReturnValue }
        return []
    }

    // MARK: readingRoom()
    var _readingRoom: (() -> any ReadingRoom)? = nil
    var readingRoomReturnValue: (any ReadingRoom)? = nil
    private(set) var readingRoomCallCount: Int = 0
    func readingRoom() -> any ReadingRoom {
        readingRoomCallCount += 1
        if let _readingRoom { return _readingRoom() }
        if let readingRoomReturnValue { return readingRoomReturnValue }
        fatalError("LibraryMock.readingRoom(): no value to return; set _readingRoom or readingRoomReturnValue")
    }
    // stubble:mock:end Library
}
#endif
