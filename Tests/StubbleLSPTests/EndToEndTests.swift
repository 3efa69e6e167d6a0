// End-to-end: the built `stubble lsp` binary, spawned and spoken to over pipes.

import Foundation
import Testing
@testable import StubbleLSP

/// A running `stubble lsp` process. Messages it sends are collected by a reader thread.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var readerDone = false

    /// The `stubble` executable next to the test bundle (built by `swift build` / `swift test`).
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stubble"),
            Bundle.main.bundleURL.appendingPathComponent("stubble"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/stubble"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    init(arguments: [String] = ["lsp", "--stdio"]) throws {
        guard let executable = ServerProcess.executable else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "build the stubble executable first (swift build)"])
        }
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let fd = stdout.fileHandleForReading.fileDescriptor
        Thread.detachNewThread { [self] in
            let reader = FramedReader(fileDescriptor: fd)
            while case .message(let body) = reader.next() {
                let value = (try? JSONValue.parse(body)) ?? ["unparseable": .string(String(decoding: body, as: UTF8.self))]
                condition.lock()
                received.append(value)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            readerDone = true
            condition.broadcast()
            condition.unlock()
        }
    }

    func write(_ bytes: [UInt8]) {
        stdin.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: JSONValue) {
        let body = message.serialized()
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func sendRaw(_ body: String) {
        write(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }

    func closeInput() { try? stdin.fileHandleForWriting.close() }

    /// Waits (up to 10 s) for a message matching `predicate`.
    func waitFor(_ what: String = "", timeout: Double = 10, _ predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let m = received.first(where: predicate) { return m }
            if readerDone || !condition.wait(until: deadline) { return nil }
        }
    }

    func response(_ id: Int) -> JSONValue? {
        waitFor { $0["id"] == .int(id) && $0["method"] == nil }
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue = nil) -> JSONValue? {
        var m: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if params != nil { m["params"] = params }
        send(.object(m))
        return response(id)
    }

    func notify(_ method: String, _ params: JSONValue = nil) {
        var m: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if params != nil { m["params"] = params }
        send(.object(m))
    }

    var messages: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits for the process to end (up to 10 s) and returns its exit code, or nil if it did not end.
    func exitCode(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    func initialize(_ capabilities: JSONValue = clientCapabilities()) -> JSONValue? {
        let result = request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": capabilities])
        notify("initialized", [:])
        return result
    }
}

@Suite("End to end: the stubble lsp binary over pipes", .serialized)
struct EndToEndTests {
    @Test func lifecycleAndExitCode0() throws {
        let server = try ServerProcess()
        #expect(server.request(100, "textDocument/documentSymbol", ["textDocument": doc("file:///x.swift")])?.at("error", "code") == -32002)
        let initialize = server.initialize()
        #expect(initialize?.at("result", "serverInfo", "name") == "stubble")
        #expect(server.request(2, "shutdown")?["result"] == .null)
        #expect(server.request(3, "textDocument/hover", [:])?.at("error", "code") == -32600)
        server.notify("exit")
        #expect(server.exitCode() == 0)
    }

    @Test func exitWithoutShutdownIs1() throws {
        let server = try ServerProcess()
        _ = server.initialize()
        server.notify("exit")
        #expect(server.exitCode() == 1)
    }

    @Test func inputClosingEndsTheServer() throws {
        let server = try ServerProcess()
        _ = server.initialize()
        server.closeInput()
        #expect(server.exitCode() == 1)
    }

    @Test func aTruncatedBodyAtEndOfInputEndsTheServerCleanly() throws {
        let server = try ServerProcess()
        _ = server.initialize()
        server.write(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\":".utf8))
        server.closeInput()
        #expect(server.exitCode() == 1)
    }

    @Test func syncDiagnosticsAndSymbols() throws {
        let server = try ServerProcess()
        _ = server.initialize()
        let uri = "file:///tmp/EndToEnd.swift"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1,
                                                                "text": "struct Store {\n    func load() -> Int { 1 }\n}\n"]])
        let published = server.waitFor { $0["method"] == "textDocument/publishDiagnostics" && $0.at("params", "version") == 1 }
        #expect(published?.at("params", "uri") == .string(uri))
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                 "contentChanges": [["range": range(0, 7, 0, 12), "text": "Cache"]]])
        #expect(server.waitFor { $0["method"] == "textDocument/publishDiagnostics" && $0.at("params", "version") == 2 } != nil)
        // The outline comes from the syntax layer's parser (hierarchical: the client says it supports it).
        let symbols = server.request(5, "textDocument/documentSymbol", ["textDocument": doc(uri)])?["result"]
        #expect(symbols == [[
            "name": "Cache", "kind": 23, "range": range(0, 0, 2, 1), "selectionRange": range(0, 7, 0, 12),
            "children": [["name": "load()", "detail": "-> Int", "kind": 6, "range": range(1, 4, 1, 28), "selectionRange": range(1, 9, 1, 13)]],
        ]])
        server.notify("textDocument/didClose", ["textDocument": doc(uri)])
        #expect(server.waitFor { $0["method"] == "textDocument/publishDiagnostics" && $0.at("params", "version") == nil } != nil)
        #expect(server.request(6, "shutdown")?["result"] == .null)
        server.notify("exit")
        #expect(server.exitCode() == 0)
    }

    /// Each bad input gets its answer (or is logged and ignored), and the next request is still answered.
    @Test func badInputNeverStopsTheServer() throws {
        let server = try ServerProcess()
        _ = server.initialize()
        let uri = "file:///tmp/Bad.swift"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 5, "text": "let a = 1\n"]])
        var nextID = 10
        func stillAnswers(_ label: String) {
            nextID += 1
            let answer = server.request(nextID, "textDocument/documentSymbol", ["textDocument": doc(uri)])
            #expect(answer?["result"] != nil, "no answer after \(label)")
        }

        server.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
        #expect(server.waitFor { $0["id"] == .null && $0.at("error", "code") == -32700 } != nil)
        stillAnswers("malformed JSON")

        server.sendRaw("[1, 2, 3]")
        #expect(server.waitFor { $0["id"] == .null && $0.at("error", "code") == -32600 } != nil)
        stillAnswers("a JSON value that is not a request")

        #expect(server.request(900, "no/such/method", [:])?.at("error", "code") == -32601)
        #expect(server.request(901, "textDocument/hover", ["textDocument": doc(uri), "position": "here"])?.at("error", "code") == -32602)
        stillAnswers("unknown method and bad params")

        let before = server.messages.count
        server.write(Array("Content-Type: application/json\r\n\r\n{}".utf8))
        stillAnswers("a missing Content-Length")
        server.write(Array("Content-Length: twelve\r\n\r\n{}".utf8))
        stillAnswers("a non-numeric Content-Length")
        server.write(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        stillAnswers("an oversized Content-Length")
        #expect(server.messages[before...].filter { $0["id"] == .null && $0["error"] != nil }.count == 3)

        let invalidUTF8 = Array(#"{"jsonrpc":"2.0","id":950,"method":""#.utf8) + [0xC3, 0x28, 0xFF] + Array(#""}"#.utf8)
        server.write(Array("Content-Length: \(invalidUTF8.count)\r\n\r\n".utf8) + invalidUTF8)
        #expect(server.waitFor { $0["id"] == .null && ($0.at("error", "message")?.stringValue ?? "").contains("UTF-8") } != nil)
        stillAnswers("invalid UTF-8")

        server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///tmp/NotOpen.swift", "version": 2], "contentChanges": [["text": "x"]]])
        #expect(server.waitFor { $0["method"] == "window/logMessage" && ($0.at("params", "message")?.stringValue ?? "").contains("not open") } != nil)
        stillAnswers("didChange for a document that is not open")

        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 6],
                                                 "contentChanges": [["range": range(40, 0, 99, 99), "text": "// end\n"]]])
        #expect(server.waitFor { $0["method"] == "textDocument/publishDiagnostics" && $0.at("params", "version") == 6 } != nil)
        stillAnswers("a range past the end")

        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3], "contentChanges": [["text": "x"]]])
        #expect(server.waitFor { $0["method"] == "window/logMessage" && ($0.at("params", "message")?.stringValue ?? "").contains("not above") } != nil)
        stillAnswers("a lower version")

        #expect(server.request(999, "shutdown")?["result"] == .null)
        server.notify("exit")
        #expect(server.exitCode() == 0)
    }

    @Test func logFileRecordsTheSession() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-lsp-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let server = try ServerProcess(arguments: ["lsp", "--log-file", path])
        _ = server.initialize()
        _ = server.request(2, "shutdown")
        server.notify("exit")
        #expect(server.exitCode() == 0)
        let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(log.contains("language server started"))
        #expect(log.contains("exit with code 0"))
    }
}
