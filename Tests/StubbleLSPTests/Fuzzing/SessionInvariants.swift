// The invariants the server's fuzzer (Tests/Fuzz/LSPFuzz.swift, built by Scripts/fuzz.sh) checks on every
// input, shared with the test that replays its committed regressions (FuzzRegressionReplayTests).
// The input is the byte stream a client writes to `stubble lsp`: it is cut into chunks and read by
// `FramedReader`; each event goes to a fresh in-process `LanguageServer` over the real engine, as
// `LanguageServer.run(reader:)` does, until `exit` or the end of the stream; then the harness waits for
// every queued job. Server-to-client requests (applyEdit, progress) are answered at once, as a client would.
// Invariants (ARCHITECTURE.md, StubbleLSP): nothing traps; every message the server writes is a JSON-RPC 2.0
// object that serializes to JSON which parses back; every response has exactly one of `result`/`error`, and
// an error has an integer code among the ones the server uses and a string message; every request the
// server accepted (an object with "jsonrpc": "2.0", a string method and an integer or string id) gets exactly
// one response, and so does every other message with such an id that is not a response (an error); no
// response names an id that no message had; input that is not a request is never answered
// with a non-null id. Time is bounded by libFuzzer's -timeout.

import Foundation
import StubbleEngine
@testable import StubbleLSP

/// An invariant the input broke, and how.
struct InvariantBroken: Error, CustomStringConvertible {
    let description: String
}

enum SessionInvariants {
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantBroken) {
        if !condition { throw InvariantBroken(description: message()) }
    }

    /// The real engine, except that workspace folders named by the input are not walked (the fuzzer must not
    /// read the machine's disk); open documents still reach the mock context.
    struct NoFoldersService: StubbingService {
        let engine = EngineService()
        func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding] {
            engine.diagnose(path: path, text: text, settings: settings)
        }
        func actions(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
            engine.actions(path: path, text: text, range: range, settings: settings)
        }
        func offers(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
            engine.offers(path: path, text: text, range: range, settings: settings)
        }
        func resolve(path: String, text: [UInt8], range: Range<Int>, id: String, settings: StubbleSettings) -> Fix? {
            engine.resolve(path: path, text: text, range: range, id: id, settings: settings)
        }
        func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit] {
            engine.fixAll(path: path, text: text, settings: settings)
        }
        func dependsOnOtherFiles(_ text: [UInt8]) -> Bool { engine.dependsOnOtherFiles(text) }
        func mayAffectOtherFiles(_ text: [UInt8]) -> Bool { engine.mayAffectOtherFiles(text) }
        func symbols(path: String, text: [UInt8]) -> [DocumentSymbolItem] { engine.symbols(path: path, text: text) }
        func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)? {
            engine.hover(path: path, text: text, offset: offset)
        }
        func workspaceChanged(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String]) {
            engine.workspaceChanged(openDocuments: openDocuments, folders: [])
        }
    }

    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var _messages: [JSONValue] = []
        func append(_ m: JSONValue) { lock.withLock { _messages.append(m) } }
        private var _broken: String?
        var messages: [JSONValue] { lock.withLock { _messages } }
        /// The first invariant broken on the server's writer thread.
        func noteBroken(_ message: String) { lock.withLock { if _broken == nil { _broken = message } } }
        var broken: String? { lock.withLock { _broken } }
    }

    static let knownErrorCodes: Set<Int> = [RPCError.parseError, RPCError.invalidRequest, RPCError.methodNotFound,
                                      RPCError.invalidParams, RPCError.internalError, RPCError.serverNotInitialized,
                                      RPCError.requestCancelled, RPCError.contentModified]

    static func check(_ stream: [UInt8]) throws(InvariantBroken) {
        let outbox = Outbox()
        // The server's writer: record, check the wire form, and answer the server's own requests.
        let serverBox = ServerBox()
        let server = LanguageServer(service: NoFoldersService()) { message in
            let wire = message.serialized()
            let reparsed = try? JSONValue.parse(wire)
            if reparsed == nil { outbox.noteBroken("the server wrote JSON that does not parse: \(String(decoding: wire.prefix(200), as: UTF8.self))") }
            outbox.append(message)
            if message["method"] != nil, let id = message["id"] {
                let answer: JSONValue = message["method"] == .string("workspace/applyEdit") ? ["applied": true] : .null
                serverBox.server?.handle(message: ["jsonrpc": "2.0", "id": id, "result": answer])
            }
        }
        serverBox.server = server

        // Chunk sizes vary with the input so that headers and bodies straddle reads.
        let chunk = 1 + (stream.count &* 31 &+ Int(stream.first ?? 0)) % 4096
        var offset = 0
        let reader = FramedReader {
            guard offset < stream.count else { return [] }
            let end = min(offset + chunk, stream.count)
            defer { offset = end }
            return Array(stream[offset..<end])
        }
        var requests: [RequestID: Int] = [:]
        var mentioned: Set<RequestID> = []  // ids of every message object: a bad one may be answered with its id
        var bodies = 0, framingErrors = 0
        loop: while true {
            switch reader.next() {
            case .message(let body):
                bodies += 1
                if case .object(let m)? = try? JSONValue.parse(body), let id = RequestID(m["id"]) {
                    mentioned.insert(id)
                    // Answered once: a request (good or bad), or anything with an id that is not a response.
                    let isResponse = m["jsonrpc"] == .string("2.0") && m["method"] == nil && (m["result"] != nil || m["error"] != nil)
                    if !isResponse { requests[id, default: 0] += 1 }
                }
                server.handle(body: body)
                if server.exitCode != nil { break loop }
            case .error(let error):
                framingErrors += 1
                server.handle(framingError: error)
            case .end:
                break loop
            }
        }
        server.waitUntilIdle()
        serverBox.server = nil  // no cycle: each input's server goes away

        if let broken = outbox.broken { throw InvariantBroken(description: broken) }
        var responses: [RequestID: Int] = [:]
        var nullIDResponses = 0
        for m in outbox.messages {
            try expect(m["jsonrpc"] == .string("2.0"), "every message says jsonrpc 2.0")
            guard case .object(let o) = m else { try expect(false, "every message is an object"); continue }
            if o["method"] != nil { continue }  // a notification or a request of the server
            try expect(o.keys.contains("id"), "a response has an id")
            try expect((o["result"] != nil) != (o["error"] != nil), "a response has exactly one of result and error")
            if let error = o["error"] {
                guard case .int(let code)? = error["code"], case .string? = error["message"] else {
                    try expect(false, "an error has an integer code and a string message: \(error.jsonText)")
                    continue
                }
                try expect(knownErrorCodes.contains(code), "error code \(code) is one the server documents")
            }
            if let id = RequestID(o["id"]) {
                responses[id, default: 0] += 1
            } else {
                try expect(o["id"] == .null, "a response id is an integer, a string or null")
                try expect(o["error"] != nil, "a null id only comes with an error")
                nullIDResponses += 1
            }
        }
        for (id, n) in requests {
            try expect(responses[id, default: 0] == n, "request \(id) was sent \(n) times and answered \(responses[id, default: 0]) times")
        }
        for (id, _) in responses {
            try expect(mentioned.contains(id), "response to \(id), which no message had")
        }
        try expect(nullIDResponses <= bodies + framingErrors, "at most one error per bad message")
    }

    final class ServerBox: @unchecked Sendable {
        var server: LanguageServer?
    }
}
