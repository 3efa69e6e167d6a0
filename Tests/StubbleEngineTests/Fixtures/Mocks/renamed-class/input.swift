// The user renamed the generated class: regenerating names the class as it is now (the presets init), so
// the mock still compiles, and the header is the user's.
// The protocol changed since its mock was generated: connect(host:) gained a port, disconnect() is new.
protocol RenamedClient {
    func connect(host: String, port: Int) -> Bool/*|*/
    func disconnect()
}

#if DEBUG
final class TestClient: RenamedClient {
    // stubble:mock:begin RenamedClient
    init() {}

    /// Presets in one place: `RenamedClientMock { $0._member = { ... } }`.
    init(_ configure: (RenamedClientMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: connect(host:)
    var _connect: ((String) -> Bool)? = nil
    var connectReturnValue: Bool? = nil
    private(set) var connectCallCount: Int = 0
    private(set) var connectInvocations: [String] = []
    var connectLastInvocation: String? { connectInvocations.last }
    func connect(host: String) -> Bool {
        connectCallCount += 1
        connectInvocations.append(host)
        if let _connect { return _connect(host) }
        if let connectReturnValue { return connectReturnValue }
        return false
    }
    // stubble:mock:end RenamedClient

    // Written by the user: kept by every refresh.
    static let localhost = "127.0.0.1"

    func connectToLocalhost() -> Bool {
        connect(host: Self.localhost, port: 80)
    }
}
#endif
