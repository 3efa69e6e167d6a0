// swift-stubbing's README example (a pattern written by hand: a `Stubbable...` class with a `Stubs` struct, a
// setup closure and presets as mutating methods of `Stubs`). Our mock replaces the hand-written class; the
// presets become methods of the user's own in an extension of the mock, used through the presets init
// (`HttpClientConnectingMock { $0.noop() }`); see runtime.swift for the README's usage rewritten.
import Foundation

protocol HttpClientConnecting {
    var maxConnections: Int { get set }
    func connect(url: URL) -> Bool
}/*|*/
