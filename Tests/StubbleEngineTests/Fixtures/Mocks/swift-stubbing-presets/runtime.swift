import Foundation

// swift-stubbing's presets (`Stubs.noop()`, `Stubs.failedConnection()`), written once by the user on the mock.
extension HttpClientConnectingMock {
    /// Wholistic default implementation: no-op functions.
    func noop() {
        _maxConnections = 0
        _connect = { _ in true }
    }

    /// Guarantees connection failures.
    func failedConnection() {
        _maxConnections = 1
        _connect = { _ in false }
    }
}

@main struct Driver {
    static func main() {
        // noop instance
        let noop = HttpClientConnectingMock { $0.noop() }
        check(noop.connect(url: URL(string: "http://a")!) == true && noop.maxConnections == 0, "noop preset")

        // implementation that always fails connect()
        let alwaysFail = HttpClientConnectingMock { $0.failedConnection() }
        check(alwaysFail.connect(url: URL(string: "http://a")!) == false && alwaysFail.maxConnections == 1, "failedConnection preset")

        // Custom implementation of a stub.
        var seen: [URL] = []
        let custom = HttpClientConnectingMock {
            $0._connect = { url in
                seen.append(url)
                return true
            }
        }
        check(custom.connect(url: URL(string: "http://www.my-domain.com")!), "custom stub")
        check(seen == [URL(string: "http://www.my-domain.com")!] && custom.connectInvocations == seen, "the custom stub saw the URL, and the mock recorded it")

        // Nothing set: swift-stubbing's Stubs crash ("connect function is not stubbed!"); ours returns false
        // (Bool's default) and records the call (`--strict` mocks stop instead). maxConnections was -1 there.
        let plain = HttpClientConnectingMock()
        check(plain.connect(url: URL(string: "http://a")!) == false && plain.connectCallCount == 1, "unstubbed call")
        plain.maxConnections = 4
        check(plain.maxConnections == 4 && plain.maxConnectionsSetLastInvocation == 4, "a settable property keeps its value")
        print("swift-stubbing-presets: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
