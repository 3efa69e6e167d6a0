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
    private(set) var initPathCapacityArguments: InitPathCapacityArguments? = nil
    struct InitPathCapacityArguments: Equatable {
        var path: String
        var capacity: Int
    }
    init(path: String, capacity: Int) {
        initPathCapacityArguments = InitPathCapacityArguments(path: path, capacity: capacity)
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
    private(set) var sizeReturnedValues: [Int] = []
    var sizeLastReturnedValue: Int? { sizeReturnedValues.last }
    func size() -> Int {
        sizeCallCount += 1
        if let _size {
            let result = _size()
            sizeReturnedValues.append(result)
            return result
        }
        if let sizeReturnValue {
            sizeReturnedValues.append(sizeReturnValue)
            return sizeReturnValue
        }
        let result: Int = 0
        sizeReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        initPathCapacityArguments = nil
        initUrlArguments = nil
        initNameArguments = nil
        _size = nil
        sizeReturnValue = nil
        sizeCallCount = 0
        sizeReturnedValues = []
    }
    // stubble:mock:end InitializersRepository
}
#endif
