// A public protocol gets a public mock with a public init and public members.
public protocol PublicAPI {
    var token: String { get set }
    func request(path: String) async throws -> [UInt8]
    static func version() -> Int
}

#if DEBUG
public final class PublicAPIMock: PublicAPI {
    // stubble:mock:begin PublicAPI
    public init() {}

    /// Presets in one place: `PublicAPIMock { $0._member = { ... } }`.
    public init(_ configure: (PublicAPIMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: token
    public var _getToken: (() -> String)? = nil
    public var _setToken: ((String) -> Void)? = nil
    public var _token: String = ""
    public private(set) var tokenGetCallCount: Int = 0
    public private(set) var tokenSetCallCount: Int = 0
    public private(set) var tokenSetInvocations: [String] = []
    public var tokenSetLastInvocation: String? { tokenSetInvocations.last }
    public var token: String {
        get {
            tokenGetCallCount += 1
            if let _getToken { return _getToken() }
            return _token
        }
        set {
            tokenSetCallCount += 1
            tokenSetInvocations.append(newValue)
            if let _setToken { _setToken(newValue) } else { self._token = newValue }
        }
    }

    // MARK: request(path:)
    public var _request: (nonisolated(nonsending) (String) async throws -> [UInt8])? = nil
    public var requestError: (any Error)? = nil
    public var requestReturnValue: [UInt8]? = nil
    public private(set) var requestCallCount: Int = 0
    public private(set) var requestInvocations: [String] = []
    public private(set) var requestReturnedValues: [[UInt8]] = []
    public var requestLastInvocation: String? { requestInvocations.last }
    public var requestLastReturnedValue: [UInt8]? { requestReturnedValues.last }
    public nonisolated(nonsending) func request(path: String) async throws -> [UInt8] {
        requestCallCount += 1
        requestInvocations.append(path)
        if let _request {
            let result = try await _request(path)
            requestReturnedValues.append(result)
            return result
        }
        if let requestError { throw requestError }
        if let requestReturnValue {
            requestReturnedValues.append(requestReturnValue)
            return requestReturnValue
        }
        let result: [UInt8] = []
        requestReturnedValues.append(result)
        return result
    }

    // MARK: static version()
    nonisolated(unsafe) public static var _version: (() -> Int)? = nil
    nonisolated(unsafe) public static var versionReturnValue: Int? = nil
    nonisolated(unsafe) public private(set) static var versionCallCount: Int = 0
    nonisolated(unsafe) public private(set) static var versionReturnedValues: [Int] = []
    public static var versionLastReturnedValue: Int? { versionReturnedValues.last }
    public static func version() -> Int {
        versionCallCount += 1
        if let _version {
            let result = _version()
            versionReturnedValues.append(result)
            return result
        }
        if let versionReturnValue {
            versionReturnedValues.append(versionReturnValue)
            return versionReturnValue
        }
        let result: Int = 0
        versionReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _getToken = nil
        _setToken = nil
        _token = ""
        tokenGetCallCount = 0
        tokenSetCallCount = 0
        tokenSetInvocations = []
        _request = nil
        requestError = nil
        requestReturnValue = nil
        requestCallCount = 0
        requestInvocations = []
        requestReturnedValues = []
    }

    /// Puts every static hook and record back to its initial value.
    public static func resetMockedStaticMembers() {
        _version = nil
        versionReturnValue = nil
        versionCallCount = 0
        versionReturnedValues = []
    }
    // stubble:mock:end PublicAPI
}
#endif
