// The language server: lifecycle, documents, scheduling, and the LSP <-> engine translation.
//
// Threading: `handle(message:)` is called by one thread, in arrival order (the reader). It does the quick,
// state-changing work itself (lifecycle, opening and editing documents) so edits are never delayed by a
// request. Requests about a document run on that document's serial queue (so they are answered in order
// per document) and different documents run in parallel; workspace requests run on their own queue.
// Handlers work on immutable snapshots and hold the state lock only to read or swap them.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StubbleEngine
import StubbleSyntax

public final class LanguageServer: @unchecked Sendable {
    public typealias Send = @Sendable (JSONValue) -> Void

    let service: any StubbingService
    let sendMessage: Send
    let log: ServerLog
    let serverVersion: String

    // MARK: State (guarded by `lock`)

    enum Lifecycle { case uninitialized, running, shutDown }

    struct OpenDocument {
        var snapshot: DocumentSnapshot
        /// Bumped on every change: a diagnostics job that finds a newer generation has been superseded.
        var generation: Int
        /// Cached findings, valid for this version, settings generation and dependency revision.
        var findings: (version: Int, settings: Int, dependencies: Int, findings: [Finding])?
        /// Whether this version depends on other files (`StubbingService.dependsOnOtherFiles`, a search of the
        /// whole text), once asked.
        var dependsOnOthers: (version: Int, value: Bool)?
    }

    /// Whether the snapshot's findings depend on other files, asked of the service once per version.
    func dependsOnOthers(_ snapshot: DocumentSnapshot) -> Bool {
        if let known = locked({ documents[snapshot.uri]?.dependsOnOthers }), known.version == snapshot.version { return known.value }
        let value = service.dependsOnOtherFiles(snapshot.text)
        locked {
            if documents[snapshot.uri]?.snapshot.version == snapshot.version { documents[snapshot.uri]?.dependsOnOthers = (snapshot.version, value) }
        }
        return value
    }

    let lock = Lock()
    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var settings = StubbleSettings()
    var settingsGeneration = 0
    var traceLevel = "off"
    var client: JSONValue = [:]
    var workspaceFolders: [String] = []
    var documents: [String: OpenDocument] = [:]
    var documentQueues: [String: DispatchQueue] = [:]
    var diagnosticsQueues: [String: DispatchQueue] = [:]
    var generationCounter = 0
    /// Bumped when a document that may declare protocols changes: mocks in other files may depend on it.
    var dependencyRevision = 0
    var inFlight: [RequestID: Bool] = [:]  // value: cancelled
    var outgoing: [RequestID: @Sendable (Result<JSONValue, RPCError>) -> Void] = [:]
    var nextOutgoingID = 1
    var _exitCode: Int32?

    let work = DispatchGroup()
    let shutdownGroup = DispatchGroup()
    let workspaceQueue = DispatchQueue(label: "stubble.workspace")
    let backgroundQueue = DispatchQueue(label: "stubble.documents", attributes: .concurrent)

    public init(service: any StubbingService, version: String = "0.0.0", log: ServerLog = ServerLog(),
                send: @escaping Send) {
        self.service = service
        self.serverVersion = version
        self.log = log
        self.sendMessage = send
    }

    /// Set when `exit` arrives: 0 after `shutdown`, 1 without.
    public var exitCode: Int32? { locked { _exitCode } }

    /// Whether `shutdown` was answered (decides the exit code when input ends).
    public var isShutDown: Bool { locked { lifecycle == .shutDown } }

    /// Blocks until every queued handler and diagnostics job has finished (tests, benchmarks).
    public func waitUntilIdle() {
        work.wait()
        shutdownGroup.wait()
    }

    /// Like `waitUntilIdle`, but gives up after `seconds` (used before exiting).
    public func waitUntilIdle(seconds: Double) {
        _ = work.wait(timeout: .now() + seconds)
        _ = shutdownGroup.wait(timeout: .now() + seconds)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: - Incoming messages

    /// One message body from the framing layer.
    public func handle(body: [UInt8]) {
        let message: JSONValue
        do {
            message = try JSONValue.parse(body)
        } catch {
            log.write("parse error: \(error)")
            send(Message.error(id: .null, RPCError(RPCError.parseError, "Parse error: \(error)")))
            return
        }
        handle(message: message)
    }

    /// A framing problem the reader recovered from: answered like a parse error.
    public func handle(framingError: FramingError) {
        log.write("framing error: \(framingError)")
        let code = framingError == .headerTooLong || { if case .tooLarge = framingError { return true } else { return false } }()
            ? RPCError.invalidRequest : RPCError.parseError
        send(Message.error(id: .null, RPCError(code, "Bad message: \(framingError)")))
    }

    public func handle(message: JSONValue) {
        guard case .object(let m) = message else {
            send(Message.error(id: .null, RPCError(RPCError.invalidRequest, "Invalid Request: a message must be a JSON object")))
            return
        }
        let idValue = m["id"]
        let validID = RequestID(idValue)
        guard m["jsonrpc"] == .string("2.0") else {
            send(Message.error(id: validID?.json ?? .null, RPCError(RPCError.invalidRequest, "Invalid Request: 'jsonrpc' must be \"2.0\"")))
            return
        }
        if let method = m["method"] {
            guard case .string(let name) = method else {
                send(Message.error(id: validID?.json ?? .null, RPCError(RPCError.invalidRequest, "Invalid Request: 'method' must be a string")))
                return
            }
            let params = m["params"] ?? .null
            if idValue != nil {
                guard let id = validID else {
                    send(Message.error(id: .null, RPCError(RPCError.invalidRequest, "Invalid Request: 'id' must be an integer or a string")))
                    return
                }
                trace("Received request '\(name) - (\(id.display))'.", params)
                switch params {
                case .object, .array, .null: break
                default:
                    send(Message.error(id: id.json, .params("'params' must be an object or an array")))
                    return
                }
                handleRequest(id: id, method: name, params: params)
            } else {
                if name != "$/logTrace" { trace("Received notification '\(name)'.", params) }
                handleNotification(method: name, params: params)
            }
            return
        }
        if m["result"] != nil || m["error"] != nil {
            // A response to one of our requests. Responses are never answered, even malformed ones.
            guard let id = validID else {
                log.write("response without a usable id ignored: \(message.jsonText.prefix(200))")
                return
            }
            handleResponse(id: id, result: m["result"], error: m["error"])
            return
        }
        send(Message.error(id: validID?.json ?? .null, RPCError(RPCError.invalidRequest, "Invalid Request: neither a request, a notification nor a response")))
    }

    func handleResponse(id: RequestID, result: JSONValue?, error: JSONValue?) {
        let handler = locked { outgoing.removeValue(forKey: id) }
        guard let handler else {
            log.write("response to an unknown request \(id.display) ignored")
            return
        }
        if let error, case .object = error {
            handler(.failure(RPCError(error["code"]?.intValue ?? RPCError.internalError, error["message"]?.stringValue ?? "")))
        } else {
            handler(.success(result ?? .null))
        }
    }

    // MARK: Requests

    func handleRequest(id: RequestID, method: String, params: JSONValue) {
        let state = locked { lifecycle }
        switch state {
        case .uninitialized:
            if method == "initialize" {
                respond(id, result: Result { () throws(RPCError) in try initialize(params) })
            } else {
                respond(id, error: RPCError(RPCError.serverNotInitialized, "Server not initialized: send 'initialize' first"))
            }
            return
        case .shutDown:
            respond(id, error: RPCError(RPCError.invalidRequest, "The server is shut down: only 'exit' is accepted"))
            return
        case .running:
            break
        }
        switch method {
        case "initialize":
            respond(id, error: RPCError(RPCError.invalidRequest, "'initialize' may only be sent once"))
        case "shutdown":
            // Requests already accepted are answered first; anything after this gets -32600.
            locked { lifecycle = .shutDown }
            shutdownGroup.enter()
            DispatchQueue.global().async { [self] in
                work.wait()
                respond(id, result: .success(.null))
                shutdownGroup.leave()
            }
        case "textDocument/codeAction":
            onDocument(id, params, handler: codeActions)
        case "textDocument/documentSymbol":
            onDocument(id, params, handler: documentSymbols)
        case "textDocument/hover":
            onDocument(id, params, handler: hover)
        case "textDocument/diagnostic":
            onDocument(id, params, handler: pullDiagnostics)
        case "codeAction/resolve":
            guard let uri = params.at("data", "uri")?.stringValue else {
                respond(id, error: .params("a code action to resolve needs the 'data' the server gave it"))
                return
            }
            schedule(id, on: documentQueue(uri)) { [unowned self] () throws(RPCError) in try resolveCodeAction(params) }
        case "workspace/executeCommand":
            schedule(id, on: workspaceQueue) { [unowned self] () throws(RPCError) in try executeCommand(id: id, params) }
        default:
            respond(id, error: RPCError(RPCError.methodNotFound, "Method not found: \(method)"))
        }
    }

    /// Runs a `textDocument/...` request on its document's queue with the current snapshot.
    func onDocument(_ id: RequestID, _ params: JSONValue,
                            handler: @escaping @Sendable (DocumentSnapshot, JSONValue) throws(RPCError) -> JSONValue) {
        let uri: String
        do { uri = try params.documentURI() } catch {
            respond(id, error: error)
            return
        }
        // A document that is not open gets its error now, without a queue made for it (and kept).
        guard locked({ documents[uri] != nil }) else {
            respond(id, error: RPCError.params("document is not open: \(uri)"))
            return
        }
        schedule(id, on: documentQueue(uri)) { [unowned self] () throws(RPCError) -> JSONValue in
            var size = 0
            defer { MemoryRelease.afterWork(onDocumentOf: size) }
            let snapshot = try self.snapshot(uri)
            size = snapshot.text.count
            return try handler(snapshot, params)
        }
    }

    /// How many documents are open (tests of many open documents).
    var openDocumentCount: Int { locked { documents.count } }
    /// How many per-document queues the server holds (tests: closed documents keep none).
    var documentQueueCount: Int { locked { documentQueues.count + diagnosticsQueues.count } }

    /// The open document's current snapshot (internal: the editing-storm tests compare it with the client's text).
    func snapshot(_ uri: String) throws(RPCError) -> DocumentSnapshot {
        guard let document = locked({ documents[uri] }) else {
            throw RPCError.params("document is not open: \(uri)")
        }
        return document.snapshot
    }

    func schedule(_ id: RequestID, on queue: DispatchQueue, _ body: @escaping @Sendable () throws(RPCError) -> JSONValue) {
        locked { inFlight[id] = false }
        work.enter()
        queue.async { [self] in
            defer { work.leave() }
            if locked({ inFlight[id] == true }) {
                finish(id, .failure(RPCError(RPCError.requestCancelled, "Request cancelled")))
                return
            }
            let result = Result { () throws(RPCError) in try body() }
            finish(id, result)
        }
    }

    /// Answers a scheduled request: a request cancelled while it ran gets -32800, not its result.
    func finish(_ id: RequestID, _ result: Result<JSONValue, RPCError>) {
        let cancelled = locked { inFlight.removeValue(forKey: id) ?? false }
        respond(id, result: cancelled ? .failure(RPCError(RPCError.requestCancelled, "Request cancelled")) : result)
    }

    func respond(_ id: RequestID, result: Result<JSONValue, RPCError>) {
        switch result {
        case .success(let value): send(Message.response(id: id.json, result: value))
        case .failure(let error): send(Message.error(id: id.json, error))
        }
    }

    func respond(_ id: RequestID, error: RPCError) {
        respond(id, result: .failure(error))
    }

    /// Requests about a document run here, one at a time, in arrival order.
    func documentQueue(_ uri: String) -> DispatchQueue {
        locked {
            if let queue = documentQueues[uri] { return queue }
            let queue = DispatchQueue(label: "stubble.document", target: backgroundQueue)
            documentQueues[uri] = queue
            return queue
        }
    }

    /// A closed document's queues are dropped, unless it was opened again meanwhile (then its new runs are
    /// queued behind this close on the same queues, which keeps their order). Work already queued keeps its
    /// queue alive until it has run. Without this the server kept two queues per document ever opened.
    func forgetQueues(_ uri: String) {
        locked {
            guard documents[uri] == nil else { return }
            documentQueues[uri] = nil
            diagnosticsQueues[uri] = nil
        }
    }

    /// Diagnostics runs of a document: a queue of their own, so requests (a burst of code actions as the
    /// cursor moves) never hold back the diagnostics of the latest edit.
    func diagnosticsQueue(_ uri: String) -> DispatchQueue {
        locked {
            if let queue = diagnosticsQueues[uri] { return queue }
            let queue = DispatchQueue(label: "stubble.diagnostics", target: backgroundQueue)
            diagnosticsQueues[uri] = queue
            return queue
        }
    }

    // MARK: Notifications

    func handleNotification(method: String, params: JSONValue) {
        let state = locked { lifecycle }
        if method == "exit" {
            locked { _exitCode = state == .shutDown ? 0 : 1 }
            return
        }
        guard state == .running else {
            log.write("notification '\(method)' dropped: server \(state == .uninitialized ? "not initialized" : "shut down")")
            return
        }
        do throws(RPCError) {
            switch method {
            case "initialized", "window/workDoneProgress/cancel": break  // Our progress is not cancellable.
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            case "textDocument/didSave": _ = try params.documentURI()
            case "workspace/didChangeConfiguration": didChangeConfiguration(params)
            case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
            case "$/cancelRequest":
                guard let id = RequestID(params["id"]) else { throw .params("'id' must be an integer or a string") }
                locked {
                    if inFlight[id] != nil { inFlight[id] = true }
                }
            case "$/setTrace":
                let value = try params.string("value")
                guard ["off", "messages", "verbose"].contains(value) else { throw .params("unknown trace value '\(value)'") }
                locked { traceLevel = value }
            default:
                if method.hasPrefix("$/") { return }  // Optional protocol notifications: ignored, as the spec says.
                warn("unknown notification '\(method)' ignored")
            }
        } catch {
            warn("notification '\(method)' ignored: \(error.message)")
        }
    }

    // MARK: - Outgoing

    func send(_ message: JSONValue) {
        sendMessage(message)
    }

    /// Sends a request to the client; `handler` runs on the reader thread when the answer arrives.
    func sendRequest(_ method: String, _ params: JSONValue,
                             handler: @escaping @Sendable (Result<JSONValue, RPCError>) -> Void) {
        let id = locked { () -> RequestID in
            let id = RequestID.int(nextOutgoingID)
            nextOutgoingID += 1
            outgoing[id] = handler
            return id
        }
        send(Message.request(id: id.json, method, params))
    }

    /// Sends a request and blocks this (background) thread for the answer.
    func sendRequestAndWait(_ method: String, _ params: JSONValue, timeout: Double) -> Result<JSONValue, RPCError> {
        let box = ResultBox()
        let semaphore = DispatchSemaphore(value: 0)
        sendRequest(method, params) { result in
            box.set(result)
            semaphore.signal()
        }
        guard semaphore.wait(timeout: .now() + timeout) == .success else {
            return .failure(RPCError(RPCError.internalError, "the client did not answer '\(method)'"))
        }
        return box.get() ?? .failure(RPCError(RPCError.internalError, "no answer"))
    }

    func warn(_ message: String) {
        log.write(message)
        send(Message.notification("window/logMessage", ["type": 2, "message": .string("stubble: \(message)")]))
    }

    func trace(_ message: String, _ params: JSONValue) {
        let level = locked { traceLevel }
        guard level != "off" else { return }
        var p: [String: JSONValue] = ["message": .string(message)]
        if level == "verbose" {
            var text = params.jsonText
            if text.utf8.count > 4096 { text = String(text.prefix(4096)) + "…" }
            p["verbose"] = .string("Params: \(text)")
        }
        send(Message.notification("$/logTrace", .object(p)))
    }
}

private final class ResultBox: @unchecked Sendable {
    let lock = Lock()
    var value: Result<JSONValue, RPCError>?
    func set(_ v: Result<JSONValue, RPCError>) { lock.lock(); value = v; lock.unlock() }
    func get() -> Result<JSONValue, RPCError>? { lock.lock(); defer { lock.unlock() }; return value }
}

extension RequestID {
    var display: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return s
        }
    }
}

extension Result where Failure == RPCError {
    init(_ body: () throws(RPCError) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
