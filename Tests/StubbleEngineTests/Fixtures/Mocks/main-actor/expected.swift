// A @MainActor protocol gets a @MainActor mock: plain stored hooks, no lock.
@MainActor
protocol MainActorViewModel {
    var title: String { get }
    func load() async throws
    func select(index: Int)
}

#if DEBUG
@MainActor final class MainActorViewModelMock: MainActorViewModel {
    // stubble:mock:begin MainActorViewModel
    init() {}

    /// Presets in one place: `MainActorViewModelMock { $0._member = { ... } }`.
    init(_ configure: (MainActorViewModelMock) throws -> Void) rethrows {
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

    // MARK: load()
    var _load: (() async throws -> Void)? = nil
    var loadError: (any Error)? = nil
    private(set) var loadCallCount: Int = 0
    func load() async throws {
        loadCallCount += 1
        if let _load { return try await _load() }
        if let loadError { throw loadError }
    }

    // MARK: select(index:)
    var _select: ((Int) -> Void)? = nil
    private(set) var selectCallCount: Int = 0
    private(set) var selectInvocations: [Int] = []
    var selectLastInvocation: Int? { selectInvocations.last }
    func select(index: Int) {
        selectCallCount += 1
        selectInvocations.append(index)
        if let _select { return _select(index) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getTitle = nil
        _title = ""
        titleGetCallCount = 0
        _load = nil
        loadError = nil
        loadCallCount = 0
        _select = nil
        selectCallCount = 0
        selectInvocations = []
    }
    // stubble:mock:end MainActorViewModel
}
#endif
