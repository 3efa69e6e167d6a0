// Spyable's README example: ServiceProtocolSpy becomes ServiceProtocolMock, behind the same flag.

protocol ServiceProtocol {
    var name: String { get }
    func fetchConfig(arg: UInt8) async throws -> [String: String]
}

#if DEBUG
final class ServiceProtocolMock: ServiceProtocol {
    // stubble:mock:begin ServiceProtocol
    init() {}

    /// Presets in one place: `ServiceProtocolMock { $0._member = { ... } }`.
    init(_ configure: (ServiceProtocolMock) throws -> Void) rethrows {
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

    // MARK: fetchConfig(arg:)
    var _fetchConfig: (nonisolated(nonsending) (UInt8) async throws -> [String: String])? = nil
    var fetchConfigError: (any Error)? = nil
    var fetchConfigReturnValue: [String: String]? = nil
    private(set) var fetchConfigCallCount: Int = 0
    private(set) var fetchConfigInvocations: [UInt8] = []
    private(set) var fetchConfigReturnedValues: [[String: String]] = []
    var fetchConfigLastInvocation: UInt8? { fetchConfigInvocations.last }
    var fetchConfigLastReturnedValue: [String: String]? { fetchConfigReturnedValues.last }
    nonisolated(nonsending) func fetchConfig(arg: UInt8) async throws -> [String: String] {
        fetchConfigCallCount += 1
        fetchConfigInvocations.append(arg)
        if let _fetchConfig {
            let result = try await _fetchConfig(arg)
            fetchConfigReturnedValues.append(result)
            return result
        }
        if let fetchConfigError { throw fetchConfigError }
        if let fetchConfigReturnValue {
            fetchConfigReturnedValues.append(fetchConfigReturnValue)
            return fetchConfigReturnValue
        }
        let result: [String: String] = [:]
        fetchConfigReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getName = nil
        _name = ""
        nameGetCallCount = 0
        _fetchConfig = nil
        fetchConfigError = nil
        fetchConfigReturnValue = nil
        fetchConfigCallCount = 0
        fetchConfigInvocations = []
        fetchConfigReturnedValues = []
    }
    // stubble:mock:end ServiceProtocol
}
#endif
