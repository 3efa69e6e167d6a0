import Foundation

/// A catalog knows the library that keeps it.
protocol Catalog {
    var title: String { get }
    func library() -> any Library
    func search(_ text: String) async throws -> [String]
}

#if DEBUG
final class CatalogMock: Catalog {
    // stubble:mock:begin Catalog
    init() {}

    /// Presets in one place: `CatalogMock { $0._member = { ... } }`.
    init(_ configure: (CatalogMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: title
    var _getTitle: (() -> String)? = nil
    var _title: String = ""
    private(set) var titleGetCallCount: Int = 0
    var title: String {
        get {
            titleGetCallCount += 1
            if let _getTitle { return _getTitle() }
            return _title
        }
    }

    // MARK: library()
    var _library: (() -> any Library)? = nil
    var libraryReturnValue: (any Library)? = nil
    private(set) var libraryCallCount: Int = 0
    private(set) var libraryReturnedValues: [any Library] = []
    var libraryLastReturnedValue: (any Library)? { libraryReturnedValues.last }
    func library() -> any Library {
        libraryCallCount += 1
        if let _library {
            let result = _library()
            libraryReturnedValues.append(result)
            return result
        }
        if let libraryReturnValue {
            libraryReturnedValues.append(libraryReturnValue)
            return libraryReturnValue
        }
        let result: any Library = LibraryMock()
        libraryReturnedValues.append(result)
        return result
    }

    // MARK: search(_:)
    var _search: (nonisolated(nonsending) (String) async throws -> [String])? = nil
    var searchError: (any Error)? = nil
    var searchReturnValue: [String]? = nil
    private(set) var searchCallCount: Int = 0
    private(set) var searchInvocations: [String] = []
    private(set) var searchReturnedValues: [[String]] = []
    var searchLastInvocation: String? { searchInvocations.last }
    var searchLastReturnedValue: [String]? { searchReturnedValues.last }
    nonisolated(nonsending) func search(_ text: String) async throws -> [String] {
        searchCallCount += 1
        searchInvocations.append(text)
        if let _search {
            let result = try await _search(text)
            searchReturnedValues.append(result)
            return result
        }
        if let searchError { throw searchError }
        if let searchReturnValue {
            searchReturnedValues.append(searchReturnValue)
            return searchReturnValue
        }
        let result: [String] = []
        searchReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getTitle = nil
        _title = ""
        titleGetCallCount = 0
        _library = nil
        libraryReturnValue = nil
        libraryCallCount = 0
        libraryReturnedValues = []
        _search = nil
        searchError = nil
        searchReturnValue = nil
        searchCallCount = 0
        searchInvocations = []
        searchReturnedValues = []
    }
    // stubble:mock:end Catalog
}
#endif
