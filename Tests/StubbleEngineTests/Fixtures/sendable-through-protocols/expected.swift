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
    @exclusivity(unchecked) nonisolated(unsafe) var _load: (nonisolated(nonsending) @Sendable () async -> Int)? = nil // stubble
    func load() async -> Int {/*stubble:*/ if let _load { await _load() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) var _name: (@Sendable () -> String)? = nil // stubble
    func name() -> String {/*stubble:*/ if let _name { _name() } else {/*:stubble*/ "live" /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension LiveService: CustomReflectable {} // stubble

// @Stubbable
final class Failure: Error {
    let code: Int
    init(code: Int) { self.code = code }
    @exclusivity(unchecked) nonisolated(unsafe) var _describe: (@Sendable () -> String)? = nil // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "failure \(code)" /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["code": self.code as Any], displayStyle: .class) } // stubble
}
extension Failure: CustomReflectable {} // stubble

// @Stubbable
final class Handler: NSObject, URLSessionDelegate {
    @exclusivity(unchecked) nonisolated(unsafe) var _accepts: ((String) -> Bool)? = nil // stubble
    func accepts(_ host: String) -> Bool {/*stubble:*/ if let _accepts { _accepts(host) } else {/*:stubble*/ host.hasSuffix(".org") /*stubble:*/}/*:stubble*/}
}
