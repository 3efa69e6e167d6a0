// Test support: a fake engine with simple, visible rules, and a harness that talks to an in-process server.

import Foundation
import StubbleEngine
@testable import StubbleLSP

/// A fake engine. Its rules, on the document's text:
/// - every occurrence of `stale` is a finding `fake.stale` (warning) over that word, with two fixes:
///   "Replace with fresh" (preferred) and "Replace with new";
/// - every occurrence of `empty!` is a finding `fake.empty` with an *empty* range at the `!` and no fixes;
/// - `actions` offers "Make stubbable" (rewrite) inserting `// @Stubbable\n` at the start of each line in the
///   range that contains `func `;
/// - `fixAll` replaces every `stale` with `fresh`;
/// - `symbols`: each line starting with `struct NAME` is a struct symbol; indented `func NAME` lines under it
///   are its method children;
/// - `hover` over `_hook` says which member it stubs.
final class FakeService: StubbingService, @unchecked Sendable {
    private let lock = NSLock()
    private var _texts: [String: String] = [:]
    private var _diagnoseCalls = 0
    private var _settingsSeen: [StubbleSettings] = []
    /// When set, `hover` waits for it (to hold a request in flight).
    let hoverGate: DispatchSemaphore?
    let hoverStarted = DispatchSemaphore(value: 0)
    let diagnoseDelay: Double

    init(hoverGate: DispatchSemaphore? = nil, diagnoseDelay: Double = 0) {
        self.hoverGate = hoverGate
        self.diagnoseDelay = diagnoseDelay
    }

    var diagnoseCalls: Int { lock.withLock { _diagnoseCalls } }
    var settingsSeen: [StubbleSettings] { lock.withLock { _settingsSeen } }
    func lastText(_ path: String) -> String? { lock.withLock { _texts[path] } }

    private func record(_ path: String, _ text: [UInt8]) {
        lock.withLock { _texts[path] = String(decoding: text, as: UTF8.self) }
    }

    static func occurrences(of word: String, in text: [UInt8]) -> [Range<Int>] {
        let w = Array(word.utf8)
        guard text.count >= w.count else { return [] }
        var result: [Range<Int>] = []
        var i = 0
        while i + w.count <= text.count {
            if Array(text[i..<(i + w.count)]) == w {
                result.append(i..<(i + w.count))
                i += w.count
            } else {
                i += 1
            }
        }
        return result
    }

    /// As the real engine: a file with a generated mock depends on the files that may declare protocols.
    func dependsOnOtherFiles(_ text: [UInt8]) -> Bool { !FakeService.occurrences(of: "stubble:mock:begin", in: text).isEmpty }
    func mayAffectOtherFiles(_ text: [UInt8]) -> Bool { !FakeService.occurrences(of: "protocol", in: text).isEmpty }

    func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding] {
        record(path, text)
        lock.withLock {
            _diagnoseCalls += 1
            _settingsSeen.append(settings)
        }
        if diagnoseDelay > 0 { Thread.sleep(forTimeInterval: diagnoseDelay) }
        var findings = FakeService.occurrences(of: "stale", in: text).map { range in
            Finding(code: "fake.stale", severity: .warning, message: "'stale' is out of date", range: range, fixes: [
                Fix(id: FixID(.refreshStubs, at: range.lowerBound), title: "Replace with fresh", kind: .quickFix, isPreferred: true,
                    edits: [TextEdit(range: range, newText: "fresh")]),
                Fix(id: FixID(.expandInPlace, at: range.lowerBound), title: "Replace with new", kind: .quickFix,
                    edits: [TextEdit(range: range, newText: "new")]),
            ])
        }
        findings += FakeService.occurrences(of: "empty!", in: text).map { range in
            Finding(code: "fake.empty", severity: .hint, message: "an empty range", range: (range.upperBound - 1)..<(range.upperBound - 1))
        }
        return findings
    }

    func actions(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
        record(path, text)
        let lines = LineStarts(text)
        var fixes: [Fix] = []
        for start in lines.starts(touching: range) {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            if String(decoding: text[start..<end], as: UTF8.self).contains("func ") {
                fixes.append(Fix(id: FixID(.makeStubbable, at: start), title: "Make stubbable", kind: .rewrite,
                                 edits: [TextEdit(range: start..<start, newText: "// @Stubbable\n")]))
            }
        }
        return fixes
    }

    func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit] {
        record(path, text)
        return FakeService.occurrences(of: "stale", in: text).map { TextEdit(range: $0, newText: "fresh") }
    }

    func symbols(path: String, text: [UInt8]) -> [DocumentSymbolItem] {
        record(path, text)
        var result: [DocumentSymbolItem] = []
        let lines = LineStarts(text)
        for start in lines.starts {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            let line = String(decoding: text[start..<end], as: UTF8.self)
            if line.hasPrefix("struct ") {
                let name = line.dropFirst(7).prefix { $0.isLetter || $0.isNumber }
                result.append(DocumentSymbolItem(name: String(name), kind: .struct, range: start..<end,
                                                 selectionRange: (start + 7)..<(start + 7 + name.utf8.count)))
            } else if line.hasPrefix("    func "), !result.isEmpty {
                let name = line.dropFirst(9).prefix { $0.isLetter || $0.isNumber }
                result[result.count - 1].children.append(DocumentSymbolItem(
                    name: String(name), detail: "func", kind: .method, range: start..<end,
                    selectionRange: (start + 9)..<(start + 9 + name.utf8.count)))
                result[result.count - 1].range = result[result.count - 1].range.lowerBound..<end
            }
        }
        return result
    }

    func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)? {
        record(path, text)
        if let gate = hoverGate {
            hoverStarted.signal()
            gate.wait()
        }
        for range in FakeService.occurrences(of: "_hook", in: text) where range.contains(offset) {
            return ("Stubs **hook()**: set `sut._hook = { ... }` in a test.", range)
        }
        return nil
    }
}

struct LineStarts {
    let starts: [Int]
    init(_ text: [UInt8]) {
        var s = [0]
        for (i, b) in text.enumerated() where b == 0x0A { s.append(i + 1) }
        starts = s
    }
    func starts(touching range: Range<Int>) -> [Int] {
        starts.enumerated().filter { i, start in
            let next = i + 1 < starts.count ? starts[i + 1] : Int.max
            return start <= range.upperBound && range.lowerBound < next
        }.map(\.element)
    }
}

/// Everything the server sent, in order.
final class Outbox: @unchecked Sendable {
    private let lock = NSLock()
    private var _messages: [JSONValue] = []
    var messages: [JSONValue] { lock.withLock { _messages } }
    func append(_ m: JSONValue) { lock.withLock { _messages.append(m) } }

    func response(_ id: Int) -> JSONValue? {
        messages.first { $0["id"] == .int(id) && $0["method"] == nil }
    }
    func notifications(_ method: String) -> [JSONValue] {
        messages.filter { $0["method"] == .string(method) && $0["id"] == nil }
    }
    func requests(_ method: String) -> [JSONValue] {
        messages.filter { $0["method"] == .string(method) && $0["id"] != nil }
    }
}

/// A client capabilities object like the ones real editors send, with knobs for what tests vary.
func clientCapabilities(encodings: [String] = ["utf-16"], pull: Bool = false, resolve: Bool = false,
                        documentChanges: Bool = false, hierarchicalSymbols: Bool = true, markdown: Bool = true,
                        progress: Bool = false, configuration: Bool = false) -> JSONValue {
    var textDocument: [String: JSONValue] = [
        "synchronization": ["dynamicRegistration": false, "didSave": true],
        "documentSymbol": ["hierarchicalDocumentSymbolSupport": .bool(hierarchicalSymbols)],
        "hover": ["contentFormat": markdown ? ["markdown", "plaintext"] : ["plaintext"]],
        "codeAction": resolve ? ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "refactor", "source"]]],
                                 "resolveSupport": ["properties": ["edit"]], "dataSupport": true] : ["dataSupport": true],
    ]
    if pull { textDocument["diagnostic"] = ["dynamicRegistration": false] }
    return [
        "general": ["positionEncodings": .array(encodings.map { .string($0) })],
        "textDocument": .object(textDocument),
        "workspace": ["workspaceEdit": ["documentChanges": .bool(documentChanges)], "configuration": .bool(configuration),
                      "applyEdit": true],
        "window": ["workDoneProgress": .bool(progress)],
    ]
}

/// An in-process server and its outbox. Requests are answered synchronously (the harness waits for idle).
final class Harness: @unchecked Sendable {
    let service: FakeService
    let outbox = Outbox()
    var server: LanguageServer!
    private var nextID = 1000
    /// Answers the server's own requests (e.g. `workspace/applyEdit`), by method.
    var clientAnswers: [String: JSONValue] = [:]

    init(service: FakeService = FakeService()) {
        self.service = service
        self.server = LanguageServer(service: service, version: "test") { [unowned self] message in
            outbox.append(message)
            if let method = message["method"]?.stringValue, let id = message["id"], let answer = clientAnswers[method] {
                // Answer from another thread, as a real client would.
                let server = self.server!
                DispatchQueue.global().async {
                    server.handle(message: ["jsonrpc": "2.0", "id": id, "result": answer])
                }
            }
        }
    }

    /// Initializes with the given capabilities and sends `initialized`.
    @discardableResult
    func initialize(_ capabilities: JSONValue = clientCapabilities(), options: JSONValue? = nil,
                    folders: [String] = []) -> JSONValue {
        var params: [String: JSONValue] = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        if !folders.isEmpty {
            params["workspaceFolders"] = .array(folders.map { ["uri": .string(DocumentSnapshot.uri(fromPath: $0)), "name": "w"] })
        }
        let result = request("initialize", .object(params))
        notify("initialized", [:])
        return result
    }

    /// Sends a request, waits for the server to go idle, and returns the whole response message.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = nil, id: Int? = nil) -> JSONValue {
        let id = id ?? { nextID += 1; return nextID }()
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if params != nil { message["params"] = params }
        server.handle(message: .object(message))
        server.waitUntilIdle()
        return outbox.response(id) ?? ["missing": "no response"]
    }

    func notify(_ method: String, _ params: JSONValue) {
        server.handle(message: ["jsonrpc": "2.0", "method": .string(method), "params": params])
        server.waitUntilIdle()
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift",
                                                          "version": .int(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": .array(changes)])
    }

    /// The last diagnostics pushed for `uri`.
    func lastDiagnostics(_ uri: String) -> JSONValue? {
        outbox.notifications("textDocument/publishDiagnostics").last { $0.at("params", "uri") == .string(uri) }?["params"]
    }
}

func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
    ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]]
}

func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .int(line), "character": .int(character)]
}

func doc(_ uri: String) -> JSONValue { ["uri": .string(uri)] }
