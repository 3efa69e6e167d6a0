// Init requirements: the mock records the arguments it was created with and keeps a plain init().
protocol InitializersRepository {
    init(path: String, capacity: Int)
    init?(url: String)
    init(name: String) throws
    func size() -> Int
}

#if DEBUG
final class InitializersRepositoryMock: InitializersRepository {
    // stubble:mock:begin InitializersRepository
    init() {}

    /// Presets in one place: `InitializersRepositoryMock { $0._member = { ... } }`.
    init(_ configure: (InitializersRepositoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: init(path:capacity:) → initPathCapacityArguments
    private(set) var initPathCapacityArguments: (path: String, capacity: Int)? = nil
    init(path: String, capacity: Int) {
        initPathCapacityArguments = (path: path, capacity: capacity)
    }

    // MARK: init(url:) → initUrlArguments
    private(set) var initUrlArguments: String? = nil
    init(url: String) {
        initUrlArguments = url
    }

    // MARK: init(name:) → initNameArguments
    private(set) var initNameArguments: String? = nil
    init(name: String) {
        initNameArguments = name
    }

    // MARK: size()
    var _size: (() -> Int)? = nil
    var sizeReturnValue: Int? = nil
    private(set) var sizeCallCount: Int = 0
    func size() -> Int {
        sizeCallCount += 1
        if let _size { return _size() }
        if let sizeReturnValue { return sizeReturnValue }
        return 0
    }
    // stubble:mock:end InitializersRepository
}
#endif
