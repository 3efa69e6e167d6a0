// Regenerating keeps what the user wrote in the mock's body outside the markers.
// The protocol changed since its mock was generated: connect(host:) gained a port, disconnect() is new.
protocol RefreshClient {
    func connect(host: String, port: Int) -> Bool
    func disconnect()
}

#if DEBUG
final class RefreshClientMock: RefreshClient {
    // stubble:mock:begin RefreshClient
    init() {}

    /// Presets in one place: `RefreshClientMock { $0._member = { ... } }`.
    init(_ configure: (RefreshClientMock) throws -> Void) rethrows {
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
    // stubble:mock:end RefreshClient

    // Written by the user: kept by every refresh.
    static let localhost = "127.0.0.1"

    func connectToLocalhost() -> Bool {
        connect(host: Self.localhost, port: 80)
    }
}
#endif
