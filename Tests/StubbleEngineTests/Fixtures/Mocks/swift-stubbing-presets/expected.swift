// swift-stubbing's README example (a pattern written by hand: a `Stubbable...` class with a `Stubs` struct, a
// setup closure and presets as mutating methods of `Stubs`). Our mock replaces the hand-written class; the
// presets become methods of the user's own in an extension of the mock, used through the presets init
// (`HttpClientConnectingMock { $0.noop() }`); see runtime.swift for the README's usage rewritten.
import Foundation

protocol HttpClientConnecting {
    var maxConnections: Int { get set }
    func connect(url: URL) -> Bool
}

#if DEBUG
final class HttpClientConnectingMock: HttpClientConnecting {
    // stubble:mock:begin HttpClientConnecting
    init() {}

    /// Presets in one place: `HttpClientConnectingMock { $0._member = { ... } }`.
    init(_ configure: (HttpClientConnectingMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: maxConnections
    var _getMaxConnections: (() -> Int)? = nil
    var _setMaxConnections: ((Int) -> Void)? = nil
    var _maxConnections: Int = 0
    private(set) var maxConnectionsGetCallCount: Int = 0
    private(set) var maxConnectionsSetCallCount: Int = 0
    private(set) var maxConnectionsSetInvocations: [Int] = []
    var maxConnectionsSetLastInvocation: Int? { maxConnectionsSetInvocations.last }
    var maxConnections: Int {
        get {
            maxConnectionsGetCallCount += 1
            if let _getMaxConnections { return _getMaxConnections() }
            return _maxConnections
        }
        set {
            maxConnectionsSetCallCount += 1
            maxConnectionsSetInvocations.append(newValue)
            if let _setMaxConnections { _setMaxConnections(newValue) } else { self._maxConnections = newValue }
        }
    }

    // MARK: connect(url:)
    var _connect: ((URL) -> Bool)? = nil
    var connectReturnValue: Bool? = nil
    private(set) var connectCallCount: Int = 0
    private(set) var connectInvocations: [URL] = []
    private(set) var connectReturnedValues: [Bool] = []
    var connectLastInvocation: URL? { connectInvocations.last }
    var connectLastReturnedValue: Bool? { connectReturnedValues.last }
    func connect(url: URL) -> Bool {
        connectCallCount += 1
        connectInvocations.append(url)
        if let _connect {
            let result = _connect(url)
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

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getMaxConnections = nil
        _setMaxConnections = nil
        _maxConnections = 0
        maxConnectionsGetCallCount = 0
        maxConnectionsSetCallCount = 0
        maxConnectionsSetInvocations = []
        _connect = nil
        connectReturnValue = nil
        connectCallCount = 0
        connectInvocations = []
        connectReturnedValues = []
    }
    // stubble:mock:end HttpClientConnecting
}
#endif
