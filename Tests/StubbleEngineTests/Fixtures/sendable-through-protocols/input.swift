// A class is Sendable through what it conforms to, not only when it says `Sendable`: a protocol of the module
// that refines Sendable, `Error`. Its hooks are then `nonisolated(unsafe)` and @Sendable. A class conforming
// to another module's protocol (URLSessionDelegate refines Sendable in Foundation; the module cannot see
// that) gets `nonisolated(unsafe)` hooks that are not @Sendable: they compile either way, and a test can
// still count calls in a local var.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

protocol Service: Sendable {
    func load() async -> Int
}

// @Stubbable
final class LiveService: Service {
    func load() async -> Int { 1 }
    func name() -> String { "live" }
}

// @Stubbable
final class Failure: Error {
    let code: Int
    init(code: Int) { self.code = code }
    func describe() -> String { "failure \(code)" }
}

// @Stubbable
final class Handler: NSObject, URLSessionDelegate {
    func accepts(_ host: String) -> Bool { host.hasSuffix(".org") }
}
