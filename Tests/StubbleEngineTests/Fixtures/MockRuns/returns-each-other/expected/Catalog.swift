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
    func library() -> any Library {
        libraryCallCount += 1
        if let _library { return _library() }
        if let libraryReturnValue { return libraryReturnValue }
        return LibraryMock()
    }

    // MARK: search(_:)
    var _search: (nonisolated(nonsending) (String) async throws -> [String])? = nil
    var searchError: (any Error)? = nil
    var searchReturnValue: [String]? = nil
    private(set) var searchCallCount: Int = 0
    private(set) var searchInvocations: [String] = []
    var searchLastInvocation: String? { searchInvocations.last }
    nonisolated(nonsending) func search(_ text: String) async throws -> [String] {
        searchCallCount += 1
        searchInvocations.append(text)
        if let _search { return try await _search(text) }
        if let searchError { throw searchError }
        if let searchReturnValue { return searchReturnValue }
        return []
    }
    // stubble:mock:end Catalog
}
#endif
