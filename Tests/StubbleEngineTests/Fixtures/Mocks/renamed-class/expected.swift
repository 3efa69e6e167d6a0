// The user renamed the generated class: regenerating names the class as it is now (the presets init), so
// the mock still compiles, and the header is the user's.
// The protocol changed since its mock was generated: connect(host:) gained a port, disconnect() is new.
protocol RenamedClient {
    func connect(host: String, port: Int) -> Bool
    func disconnect()
}

#if DEBUG
final class TestClient: RenamedClient {
    // stubble:mock:begin RenamedClient
    init() {}

    /// Presets in one place: `TestClient { $0._member = { ... } }`.
    init(_ configure: (TestClient) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: connect(host:port:)
    var _connect: ((String, Int) -> Bool)? = nil
    var connectReturnValue: Bool? = nil
    private(set) var connectCallCount: Int = 0
    private(set) var connectInvocations: [(host: String, port: Int)] = []
    var connectLastInvocation: (host: String, port: Int)? { connectInvocations.last }
    func connect(host: String, port: Int) -> Bool {
        connectCallCount += 1
        connectInvocations.append((host: host, port: port))
        if let _connect { return _connect(host, port) }
        if let connectReturnValue { return connectReturnValue }
        return false
    }

    // MARK: disconnect()
    var _disconnect: (() -> Void)? = nil
    private(set) var disconnectCallCount: Int = 0
    func disconnect() {
        disconnectCallCount += 1
        if let _disconnect { return _disconnect() }
    }
    // stubble:mock:end RenamedClient

    // Written by the user: kept by every refresh.
    static let localhost = "127.0.0.1"

    func connectToLocalhost() -> Bool {
        connect(host: Self.localhost, port: 80)
    }
}
#endif
