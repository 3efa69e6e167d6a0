// throws, typed throws, rethrows, async.
enum EffectsError: Error { case denied }

protocol EffectsService {
    func load() throws -> [Int]
    func validate(_ token: String) throws(EffectsError) -> Bool
    func perform(_ work: () throws -> Void) rethrows
    func refresh() async
    func upload(_ data: [UInt8]) async throws(EffectsError)
}

#if DEBUG
final class EffectsServiceMock: EffectsService {
    // stubble:mock:begin EffectsService
    init() {}

    /// Presets in one place: `EffectsServiceMock { $0._member = { ... } }`.
    init(_ configure: (EffectsServiceMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: load()
    var _load: (() throws -> [Int])? = nil
    var loadError: (any Error)? = nil
    var loadReturnValue: [Int]? = nil
    private(set) var loadCallCount: Int = 0
    private(set) var loadReturnedValues: [[Int]] = []
    var loadLastReturnedValue: [Int]? { loadReturnedValues.last }
    func load() throws -> [Int] {
        loadCallCount += 1
        if let _load {
            let result = try _load()
            loadReturnedValues.append(result)
            return result
        }
        if let loadError { throw loadError }
        if let loadReturnValue {
            loadReturnedValues.append(loadReturnValue)
            return loadReturnValue
        }
        let result: [Int] = []
        loadReturnedValues.append(result)
        return result
    }

    // MARK: validate(_:)
    var _validate: ((String) throws(EffectsError) -> Bool)? = nil
    var validateError: EffectsError? = nil
    var validateReturnValue: Bool? = nil
    private(set) var validateCallCount: Int = 0
    private(set) var validateInvocations: [String] = []
    private(set) var validateReturnedValues: [Bool] = []
    var validateLastInvocation: String? { validateInvocations.last }
    var validateLastReturnedValue: Bool? { validateReturnedValues.last }
    func validate(_ token: String) throws(EffectsError) -> Bool {
        validateCallCount += 1
        validateInvocations.append(token)
        if let _validate {
            let result = try _validate(token)
            validateReturnedValues.append(result)
            return result
        }
        if let validateError { throw validateError }
        if let validateReturnValue {
            validateReturnedValues.append(validateReturnValue)
            return validateReturnValue
        }
        let result: Bool = false
        validateReturnedValues.append(result)
        return result
    }

    // MARK: perform(_:)
    var _perform: ((() throws -> Void) -> Void)? = nil
    private(set) var performCallCount: Int = 0
    func perform(_ work: () throws -> Void) rethrows {
        performCallCount += 1
        if let _perform { return _perform(work) }
    }

    // MARK: refresh()
    var _refresh: (nonisolated(nonsending) () async -> Void)? = nil
    private(set) var refreshCallCount: Int = 0
    nonisolated(nonsending) func refresh() async {
        refreshCallCount += 1
        if let _refresh { return await _refresh() }
    }

    // MARK: upload(_:)
    var _upload: (nonisolated(nonsending) ([UInt8]) async throws(EffectsError) -> Void)? = nil
    var uploadError: EffectsError? = nil
    private(set) var uploadCallCount: Int = 0
    private(set) var uploadInvocations: [[UInt8]] = []
    var uploadLastInvocation: [UInt8]? { uploadInvocations.last }
    nonisolated(nonsending) func upload(_ data: [UInt8]) async throws(EffectsError) {
        uploadCallCount += 1
        uploadInvocations.append(data)
        if let _upload { return try await _upload(data) }
        if let uploadError { throw uploadError }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _load = nil
        loadError = nil
        loadReturnValue = nil
        loadCallCount = 0
        loadReturnedValues = []
        _validate = nil
        validateError = nil
        validateReturnValue = nil
        validateCallCount = 0
        validateInvocations = []
        validateReturnedValues = []
        _perform = nil
        performCallCount = 0
        _refresh = nil
        refreshCallCount = 0
        _upload = nil
        uploadError = nil
        uploadCallCount = 0
        uploadInvocations = []
    }
    // stubble:mock:end EffectsService
}
#endif
