// Regenerating keeps what the user wrote in the mock's body outside the markers.
// The protocol changed since its mock was generated: connect(host:) gained a port, disconnect() is new.
protocol RefreshClient {
    func connect(host: String, port: Int) -> Bool/*|*/
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
    // stubble:mock:end RefreshClient

    // Written by the user: kept by every refresh.
    static let localhost = "127.0.0.1"

    func connectToLocalhost() -> Bool {
        connect(host: Self.localhost, port: 80)
    }
}
#endif
