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
    private(set) var connectInvocations: [ConnectInvocation] = []
    private(set) var connectReturnedValues: [Bool] = []
    struct ConnectInvocation: Equatable {
        var host: String
        var port: Int
    }
    var connectLastInvocation: ConnectInvocation? { connectInvocations.last }
    var connectLastReturnedValue: Bool? { connectReturnedValues.last }
    func connect(host: String, port: Int) -> Bool {
        connectCallCount += 1
        connectInvocations.append(ConnectInvocation(host: host, port: port))
        if let _connect {
            let result = _connect(host, port)
            connectReturnedValues.append(result)
            return result
        }
        if let connectReturnValue {
            connectReturnedValues.append(connectReturnValue)
            return connectReturnValue
        }
        let result: Bool = false
        connectReturnedValues.append(result)
        return result
    }

    // MARK: disconnect()
    var _disconnect: (() -> Void)? = nil
    private(set) var disconnectCallCount: Int = 0
    func disconnect() {
        disconnectCallCount += 1
        if let _disconnect { return _disconnect() }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _connect = nil
        connectReturnValue = nil
        connectCallCount = 0
        connectInvocations = []
        connectReturnedValues = []
        _disconnect = nil
        disconnectCallCount = 0
    }
    // stubble:mock:end RenamedClient

    // Written by the user: kept by every refresh.
    static let localhost = "127.0.0.1"

    func connectToLocalhost() -> Bool {
        connect(host: Self.localhost, port: 80)
    }
}
#endif
