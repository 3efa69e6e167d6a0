// The language server: lifecycle, documents, scheduling, and the LSP <-> engine translation.
//
// Threading: `handle(message:)` is called by one thread, in arrival order (the reader). It does the quick,
// state-changing work itself (lifecycle, opening and editing documents) so edits are never delayed by a
// request. Requests about a document run on that document's serial queue (so they are answered in order
// per document) and different documents run in parallel; workspace requests run on their own queue.
// Handlers work on immutable snapshots and hold the state lock only to read or swap them.

import Foundation
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
    }

    private let lock = NSLock()
    private var lifecycle = Lifecycle.uninitialized
    private var encoding = PositionEncoding.utf16
    private var settings = StubbleSettings()
    private var settingsGeneration = 0
    private var traceLevel = "off"
    private var client: JSONValue = [:]
    private var workspaceFolders: [String] = []
    private var documents: [String: OpenDocument] = [:]
    private var documentQueues: [String: DispatchQueue] = [:]
    private var diagnosticsQueues: [String: DispatchQueue] = [:]
    private var generationCounter = 0
    /// Bumped when a document that may declare protocols changes: mocks in other files may depend on it.
    private var dependencyRevision = 0
    private var inFlight: [RequestID: Bool] = [:]  // value: cancelled
    private var outgoing: [RequestID: @Sendable (Result<JSONValue, RPCError>) -> Void] = [:]
    private var nextOutgoingID = 1
    private var _exitCode: Int32?

    private let work = DispatchGroup()
    private let shutdownGroup = DispatchGroup()
    private let workspaceQueue = DispatchQueue(label: "stubble.workspace")
    private let backgroundQueue = DispatchQueue(label: "stubble.documents", attributes: .concurrent)

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

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
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

    private func handleResponse(id: RequestID, result: JSONValue?, error: JSONValue?) {
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

    private func handleRequest(id: RequestID, method: String, params: JSONValue) {
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
    private func onDocument(_ id: RequestID, _ params: JSONValue,
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

    private func schedule(_ id: RequestID, on queue: DispatchQueue, _ body: @escaping @Sendable () throws(RPCError) -> JSONValue) {
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
    private func finish(_ id: RequestID, _ result: Result<JSONValue, RPCError>) {
        let cancelled = locked { inFlight.removeValue(forKey: id) ?? false }
        respond(id, result: cancelled ? .failure(RPCError(RPCError.requestCancelled, "Request cancelled")) : result)
    }

    private func respond(_ id: RequestID, result: Result<JSONValue, RPCError>) {
        switch result {
        case .success(let value): send(Message.response(id: id.json, result: value))
        case .failure(let error): send(Message.error(id: id.json, error))
        }
    }

    private func respond(_ id: RequestID, error: RPCError) {
        respond(id, result: .failure(error))
    }

    /// Requests about a document run here, one at a time, in arrival order.
    private func documentQueue(_ uri: String) -> DispatchQueue {
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
    private func forgetQueues(_ uri: String) {
        locked {
            guard documents[uri] == nil else { return }
            documentQueues[uri] = nil
            diagnosticsQueues[uri] = nil
        }
    }

    /// Diagnostics runs of a document: a queue of their own, so requests (a burst of code actions as the
    /// cursor moves) never hold back the diagnostics of the latest edit.
    private func diagnosticsQueue(_ uri: String) -> DispatchQueue {
        locked {
            if let queue = diagnosticsQueues[uri] { return queue }
            let queue = DispatchQueue(label: "stubble.diagnostics", target: backgroundQueue)
            diagnosticsQueues[uri] = queue
            return queue
        }
    }

    // MARK: Notifications

    private func handleNotification(method: String, params: JSONValue) {
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

    // MARK: - Lifecycle

    private func initialize(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard case .object = params else { throw .params("'initialize' needs params") }
        let capabilities = params["capabilities"] ?? [:]
        let offered = capabilities.at("general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
        // UTF-16 whenever the client offers it (or offers nothing: UTF-16 is every client's default), as
        // sourcekit-lsp does: two servers on one buffer then count columns alike, and Neovim's
        // `:checkhealth vim.lsp` has nothing to warn about. UTF-8 only for a client that offers it alone
        // (or with UTF-32). The cost of converting is measured in the README (Language server).
        let chosen: PositionEncoding = offered.isEmpty || offered.contains("utf-16") || !offered.contains("utf-8") ? .utf16 : .utf8
        var folders: [String] = []
        if let list = params["workspaceFolders"]?.arrayValue {
            folders = list.compactMap { $0["uri"]?.stringValue }.map(DocumentSnapshot.path(fromURI:))
        } else if let root = params["rootUri"]?.stringValue {
            folders = [DocumentSnapshot.path(fromURI: root)]
        } else if let root = params["rootPath"]?.stringValue {
            folders = [root]
        }
        var newSettings = StubbleSettings()
        if let options = params["initializationOptions"] { apply(options, to: &newSettings) }
        let trace = params["trace"]?.stringValue ?? "off"
        locked {
            client = capabilities
            encoding = chosen
            workspaceFolders = folders
            settings = newSettings
            traceLevel = ["messages", "verbose"].contains(trace) ? trace : "off"
            lifecycle = .running
        }
        workspaceChanged(nil, protocolsMayHaveChanged: false)
        log.write("initialized: encoding \(chosen.rawValue), folders \(folders), client \(params.at("clientInfo", "name")?.stringValue ?? "?")")
        let capabilitiesJSON: JSONValue = [
            "positionEncoding": .string(chosen.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": [
                "codeActionKinds": ["quickfix", "refactor.rewrite", .string(LSPConstants.fixAllKind)],
                "resolveProvider": true,
            ],
            "documentSymbolProvider": true,
            "hoverProvider": true,
            "diagnosticProvider": ["identifier": "stubble", "interFileDependencies": true, "workspaceDiagnostics": false],
            "executeCommandProvider": ["commands": [.string(LSPConstants.refreshWorkspaceCommand)]],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        return [
            "capabilities": capabilitiesJSON,
            "serverInfo": ["name": .string(LSPConstants.serverName), "version": .string(serverVersion)],
        ]
    }

    /// Reads settings from `{"stubble": {...}}` or a bare `{...}`; unknown keys and bad values are ignored.
    private func apply(_ options: JSONValue, to settings: inout StubbleSettings) {
        let section = options["stubble"] ?? options
        guard case .object(let o) = section else { return }
        func condition(_ key: String) -> String?? {
            switch o[key] {
            case .string(let s)?: return .some(s.isEmpty || s == "none" ? nil : s)
            case .null?: return .some(nil)
            default: return .none
            }
        }
        if let c = condition("condition") { settings.condition = c }
        if let c = condition("mockCondition") { settings.mockCondition = c }
        if let b = o["strictMocks"]?.boolValue { settings.strictMocks = b }
        if let b = o["pushDiagnostics"]?.boolValue { settings.pushDiagnostics = b }
    }

    // MARK: - Documents

    private func didOpen(_ params: JSONValue) throws(RPCError) {
        guard let document = params["textDocument"], case .object = document else { throw .params("'textDocument' must be an object") }
        let uri = try document.string("uri")
        let version = try document.integer("version")
        let text = try document.string("text")
        let snapshot = DocumentSnapshot(uri: uri, version: version, text: Array(text.utf8))
        let generation = locked { () -> Int in
            if documents[uri] != nil { log.write("didOpen of an open document \(uri): replaced") }
            generationCounter += 1
            documents[uri] = OpenDocument(snapshot: snapshot, generation: generationCounter)
            return generationCounter
        }
        scheduleDiagnostics(uri, generation: generation)
        workspaceChanged(uri, protocolsMayHaveChanged: service.mayAffectOtherFiles(snapshot.text))
    }

    private func didChange(_ params: JSONValue) throws(RPCError) {
        guard let document = params["textDocument"], case .object = document else { throw .params("'textDocument' must be an object") }
        let uri = try document.string("uri")
        let version = try document.integer("version")
        guard let changes = params["contentChanges"]?.arrayValue else { throw .params("'contentChanges' must be an array") }
        var parsed: [(LSPRange?, String)] = []
        for change in changes {
            let text = try change.string("text")
            parsed.append((change["range"] == nil ? nil : try change.range("range"), text))
        }
        let (current, encoding) = locked { (documents[uri], self.encoding) }
        guard let current else { throw .params("didChange for a document that is not open: \(uri)") }
        guard version > current.snapshot.version else {
            throw .params("didChange version \(version) is not above the document's version \(current.snapshot.version)")
        }
        var snapshot = current.snapshot
        for (range, text) in parsed {
            snapshot = DocumentSnapshot(uri: uri, version: version, text: snapshot.applying(range: range, text: text, encoding: encoding))
        }
        if parsed.isEmpty { snapshot = DocumentSnapshot(uri: uri, version: version, text: snapshot.text) }
        let generation = locked { () -> Int in
            generationCounter += 1
            documents[uri]?.snapshot = snapshot
            documents[uri]?.generation = generationCounter
            documents[uri]?.findings = nil
            return generationCounter
        }
        scheduleDiagnostics(uri, generation: generation)
        workspaceChanged(uri, protocolsMayHaveChanged: service.mayAffectOtherFiles(current.snapshot.text) || service.mayAffectOtherFiles(snapshot.text))
    }

    private func didClose(_ params: JSONValue) throws(RPCError) {
        let uri = try params.documentURI()
        let closed = locked { documents.removeValue(forKey: uri) }
        guard let closed else { throw .params("didClose for a document that is not open: \(uri)") }
        // Other files now see the file's text on disk instead of the unsaved one.
        workspaceChanged(uri, protocolsMayHaveChanged: service.mayAffectOtherFiles(closed.snapshot.text))
        guard pushesDiagnostics else { forgetQueues(uri); return }
        work.enter()
        diagnosticsQueue(uri).async { [self] in
            defer { work.leave() }
            // Runs queued before this one saw the document gone and published nothing.
            send(Message.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
            forgetQueues(uri)
            MemoryRelease.afterWork(onDocumentOf: closed.snapshot.text.count)
        }
    }

    private func didChangeConfiguration(_ params: JSONValue) {
        let value = params["settings"] ?? .null
        if value["stubble"] != nil || (value.objectValue.map { !$0.isEmpty } ?? false) {
            updateSettings(value)
        } else if locked({ client.at("workspace", "configuration")?.boolValue ?? false }) {
            // The pull model: the client tells us only that something changed.
            sendRequest("workspace/configuration", ["items": [["section": "stubble"]]]) { [self] result in
                if case .success(let items) = result, let first = items.arrayValue?.first {
                    updateSettings(["stubble": first])
                }
            }
        }
    }

    private func updateSettings(_ value: JSONValue) {
        let (uris, refresh) = locked { () -> ([String: Int], Bool) in
            apply(value, to: &settings)
            settingsGeneration += 1
            var uris: [String: Int] = [:]
            for (uri, _) in documents {
                generationCounter += 1
                documents[uri]?.generation = generationCounter
                documents[uri]?.findings = nil
                uris[uri] = generationCounter
            }
            return (uris, client.at("workspace", "diagnostics", "refreshSupport")?.boolValue ?? false)
        }
        log.write("settings: \(locked { settings })")
        for (uri, generation) in uris { scheduleDiagnostics(uri, generation: generation) }
        if refresh, !pushesDiagnostics {
            sendRequest("workspace/diagnostic/refresh", .null) { _ in }
        }
    }

    private func didChangeWorkspaceFolders(_ params: JSONValue) {
        let added = params.at("event", "added")?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        let removed = params.at("event", "removed")?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        locked {
            workspaceFolders.removeAll { removed.map(DocumentSnapshot.path(fromURI:)).contains($0) }
            workspaceFolders += added.map(DocumentSnapshot.path(fromURI:))
        }
        workspaceChanged(nil, protocolsMayHaveChanged: true)
    }

    /// Tells the service what is open and which folders are the workspace. When protocols may have changed,
    /// the findings of the other open documents that have mocks are stale: they are dropped and (when
    /// pushing) computed again; pulled results get a new result id.
    private func workspaceChanged(_ changed: String?, protocolsMayHaveChanged: Bool) {
        let (openDocuments, folders, dependents) = locked { () -> ([String: (version: Int, text: [UInt8])], [String], [String: Int]) in
            var open: [String: (version: Int, text: [UInt8])] = [:]
            for document in documents.values where document.snapshot.uri.hasPrefix("file:") {
                open[document.snapshot.path] = (document.snapshot.version, document.snapshot.text)
            }
            var dependents: [String: Int] = [:]
            if protocolsMayHaveChanged {
                dependencyRevision += 1
                for (uri, document) in documents where uri != changed && service.dependsOnOtherFiles(document.snapshot.text) {
                    generationCounter += 1
                    documents[uri]?.generation = generationCounter
                    documents[uri]?.findings = nil
                    dependents[uri] = generationCounter
                }
            }
            return (open, workspaceFolders, dependents)
        }
        service.workspaceChanged(openDocuments: openDocuments, folders: folders)
        for (uri, generation) in dependents { scheduleDiagnostics(uri, generation: generation) }
    }

    // MARK: - Diagnostics

    /// Push diagnostics unless the client pulls them (both would show every diagnostic twice).
    private var pushesDiagnostics: Bool {
        locked { settings.pushDiagnostics || client.at("textDocument", "diagnostic") == nil }
    }

    /// Queues a diagnostics run. Runs superseded by a newer change before they start do nothing, so a burst
    /// of keystrokes costs one run after the burst, with no timer.
    private func scheduleDiagnostics(_ uri: String, generation: Int) {
        guard pushesDiagnostics else { return }
        work.enter()
        diagnosticsQueue(uri).async { [self] in
            defer { work.leave() }
            guard let snapshot = locked({ documents[uri]?.generation == generation ? documents[uri]?.snapshot : nil }) else { return }
            defer { MemoryRelease.afterWork(onDocumentOf: snapshot.text.count) }
            let findings = self.findings(snapshot)
            let encoding = locked { self.encoding }
            let diagnostics = findings.map { diagnosticJSON($0, snapshot, encoding) }
            let message = Message.notification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": .int(snapshot.version), "diagnostics": .array(diagnostics),
            ])
            // Publish only if still current. (A change may still slip in before the write; the message carries
            // its version, and the next run publishes the newer one. Never write while holding the lock: a
            // client that is slow to read must not stall the reader thread.)
            guard locked({ documents[uri]?.generation == generation }) else { return }
            send(message)
        }
    }

    /// The engine's findings for a snapshot, cached per version and settings.
    private func findings(_ snapshot: DocumentSnapshot) -> [Finding] {
        let hasMocks = service.dependsOnOtherFiles(snapshot.text)
        let (cached, settings, settingsGeneration, dependencies) = locked {
            (documents[snapshot.uri]?.findings, self.settings, self.settingsGeneration, hasMocks ? dependencyRevision : 0)
        }
        if let cached, cached.version == snapshot.version, cached.settings == settingsGeneration, cached.dependencies == dependencies {
            return cached.findings
        }
        var findings = service.diagnose(path: snapshot.path, text: snapshot.text, settings: settings)
        // A snippet fix (a tab stop to type the type into) only where the client inserts snippets; elsewhere
        // the finding has no fix and its message says what to write.
        if !snippetEdits {
            for i in findings.indices where findings[i].fixes.contains(where: \.isSnippet) {
                findings[i].fixes.removeAll(where: \.isSnippet)
            }
        }
        locked {
            // Not when something changed meanwhile (a run with an older context must not be cached as current).
            if documents[snapshot.uri]?.snapshot.version == snapshot.version, self.settingsGeneration == settingsGeneration,
               (hasMocks ? dependencyRevision : 0) == dependencies {
                documents[snapshot.uri]?.findings = (snapshot.version, settingsGeneration, dependencies, findings)
            }
        }
        return findings
    }

    private func diagnosticJSON(_ finding: Finding, _ snapshot: DocumentSnapshot, _ encoding: PositionEncoding) -> JSONValue {
        var d: [String: JSONValue] = [
            "range": JSONValue(snapshot.nonEmptyLSPRange(of: finding.range, encoding: encoding)),
            "severity": .int(finding.severity.lspValue),
            "code": .string(finding.code),
            "source": "stubble",
            "message": .string(finding.message),
        ]
        if !finding.fixes.isEmpty {
            d["data"] = ["fixes": .array(finding.fixes.map { .string($0.id) })]
        }
        return .object(d)
    }

    private func pullDiagnostics(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        // Only files with mocks depend on other files (their protocols).
        let hasMocks = service.dependsOnOtherFiles(snapshot.text)
        let (encoding, generation, dependencies) = locked { (self.encoding, settingsGeneration, hasMocks ? dependencyRevision : 0) }
        let resultID = "\(snapshot.version).\(generation).\(dependencies)"
        if params["previousResultId"]?.stringValue == resultID {
            return ["kind": "unchanged", "resultId": .string(resultID)]
        }
        let items = findings(snapshot).map { diagnosticJSON($0, snapshot, encoding) }
        return ["kind": "full", "resultId": .string(resultID), "items": .array(items)]
    }

    // MARK: - Code actions

    /// Whether the client takes `SnippetTextEdit`s in a workspace edit (LSP 3.18), which live in `documentChanges`.
    private var snippetEdits: Bool {
        locked {
            client.at("workspace", "workspaceEdit", "snippetEditSupport")?.boolValue == true
                && client.at("workspace", "workspaceEdit", "documentChanges")?.boolValue == true
        }
    }

    /// Whether the client takes code action literals and resolves their `edit` lazily: then actions are
    /// offered without edits and the chosen one is computed in `codeAction/resolve`.
    private var resolveSupported: Bool {
        locked {
            client.at("textDocument", "codeAction", "codeActionLiteralSupport") != nil
                && client.at("textDocument", "codeAction", "resolveSupport", "properties")?.arrayValue?.contains("edit") ?? false
        }
    }

    private func codeActions(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let range = try params.range("range")
        let context = params["context"] ?? [:]
        guard case .object = context else { throw .params("'context' must be an object") }
        var only: [String]? = nil
        if let list = context["only"] {
            guard let kinds = list.arrayValue?.compactMap(\.stringValue) else { throw .params("'context.only' must be an array of kinds") }
            only = kinds
        }
        let contextDiagnostics = context["diagnostics"]?.arrayValue ?? []
        let (encoding, settings) = locked { (self.encoding, self.settings) }
        let lazy = resolveSupported
        let byteRange = snapshot.byteRange(of: range, encoding: encoding)
        var actions: [JSONValue] = []
        var seen = Set<String>()

        // Quick fixes for the diagnostics in the range or named in the context.
        let findings = self.findings(snapshot)
        for finding in findings where !finding.fixes.isEmpty {
            let matched = contextDiagnostics.filter { matches($0, finding, snapshot, encoding) }
            guard !matched.isEmpty || touches(finding.range, byteRange) else { continue }
            let diagnostics = matched.isEmpty ? [diagnosticJSON(finding, snapshot, encoding)] : matched
            let hasPreferred = finding.fixes.contains(where: \.isPreferred)
            for (index, fix) in finding.fixes.enumerated() where !seen.contains(fix.id) {
                let kind = fix.kind.lspKind
                guard kindMatches(kind, only: only) else { continue }
                seen.insert(fix.id)
                actions.append([
                    "title": .string(fix.title),
                    "kind": .string(kind),
                    "diagnostics": .array(diagnostics),
                    "isPreferred": .bool(fix.isPreferred || (!hasPreferred && index == 0)),
                    "edit": workspaceEdit([(snapshot, fix.edits, true)], snippet: fix.isSnippet),
                ])
            }
        }

        // Rewrites (make stubbable, remove stubs, generate mock) and other fixes at the range.
        if kindMatches("refactor.rewrite", only: only) || kindMatches("quickfix", only: only) {
            let snippets = snippetEdits
            // A client that resolves actions gets them without their edits (computed on resolve, for the one
            // it applies); others get every edit now.
            let fixes = lazy ? service.offers(path: snapshot.path, text: snapshot.text, range: byteRange, settings: settings)
                : service.actions(path: snapshot.path, text: snapshot.text, range: byteRange, settings: settings)
            for fix in fixes where !seen.contains(fix.id) && (snippets || !fix.isSnippet) {
                let kind = fix.kind.lspKind
                guard kindMatches(kind, only: only) else { continue }
                seen.insert(fix.id)
                var action: [String: JSONValue] = ["title": .string(fix.title), "kind": .string(kind)]
                if fix.isPreferred { action["isPreferred"] = true }
                if lazy {
                    action["data"] = [
                        "uri": .string(snapshot.uri), "version": .int(snapshot.version), "fix": .string(fix.id),
                        "start": .int(byteRange.lowerBound), "end": .int(byteRange.upperBound),
                    ]
                } else {
                    action["edit"] = workspaceEdit([(snapshot, fix.edits, true)] + companionFiles(fix), snippet: fix.isSnippet)
                }
                actions.append(.object(action))
            }
        }

        // "Refresh all stubs and mocks in this file": offered when asked for, or when something in the file is fixable.
        let explicitlyAsked = only?.contains { $0 == "source" || $0 == "source.fixAll" || $0 == LSPConstants.fixAllKind } ?? false
        if kindMatches(LSPConstants.fixAllKind, only: only), explicitlyAsked || findings.contains(where: { !$0.fixes.isEmpty }) {
            var action: [String: JSONValue] = ["title": "Refresh all stubs and mocks in this file", "kind": .string(LSPConstants.fixAllKind)]
            if lazy {
                action["data"] = ["uri": .string(snapshot.uri), "version": .int(snapshot.version), "fixAll": true]
                actions.append(.object(action))
            } else {
                let edits = service.fixAll(path: snapshot.path, text: snapshot.text, settings: settings)
                if !edits.isEmpty {
                    action["edit"] = workspaceEdit([(snapshot, edits, true)])
                    actions.append(.object(action))
                }
            }
        }
        return .array(actions)
    }

    /// A context diagnostic matches a finding by the fix ids in its `data`, else by code and overlapping range
    /// (clients widen, narrow or re-encode ranges, so equality would lose fixes).
    private func matches(_ diagnostic: JSONValue, _ finding: Finding, _ snapshot: DocumentSnapshot, _ encoding: PositionEncoding) -> Bool {
        if let ids = diagnostic.at("data", "fixes")?.arrayValue?.compactMap(\.stringValue),
           finding.fixes.contains(where: { ids.contains($0.id) }) {
            return true
        }
        if let source = diagnostic["source"]?.stringValue, source != "stubble" { return false }
        if let code = diagnostic["code"]?.stringValue, code != finding.code { return false }
        guard let range = try? diagnostic.range("range") else { return false }
        return touches(snapshot.byteRange(of: range, encoding: encoding), finding.range)
    }

    private func touches(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    private func resolveCodeAction(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard case .object(var action) = params, let data = params["data"], case .object = data else {
            throw .params("a code action to resolve must be an object with 'data'")
        }
        let uri = try data.string("uri")
        let version = try data.integer("version")
        guard let snapshot = locked({ documents[uri]?.snapshot }) else {
            throw RPCError(RPCError.contentModified, "The document was closed since the action was offered")
        }
        guard snapshot.version == version else {
            throw RPCError(RPCError.contentModified, "The document changed since the action was offered (version \(version), now \(snapshot.version))")
        }
        let settings = locked { self.settings }
        let edits: [TextEdit]
        if data["fixAll"]?.boolValue == true {
            edits = service.fixAll(path: snapshot.path, text: snapshot.text, settings: settings)
        } else {
            let id = try data.string("fix")
            let start = try data.integer("start"), end = try data.integer("end")
            guard start >= 0, end >= start, end <= snapshot.text.count else { throw .params("bad range in 'data'") }
            guard let fix = service.resolve(path: snapshot.path, text: snapshot.text, range: start..<end, id: id, settings: settings) else {
                throw RPCError(RPCError.contentModified, "The action no longer applies")
            }
            edits = fix.edits
            action["edit"] = workspaceEdit([(snapshot, edits, true)] + companionFiles(fix), snippet: fix.isSnippet)
            return .object(action)
        }
        action["edit"] = workspaceEdit([(snapshot, edits, true)])
        return .object(action)
    }

    /// The other files a fix changes (an extension's hooks in its type's file): open documents with their
    /// version, files on disk with none.
    private func companionFiles(_ fix: Fix) -> [(DocumentSnapshot, [TextEdit], Bool)] {
        fix.otherFiles.compactMap { other in
            let uri = DocumentSnapshot.uri(fromPath: other.path)
            if let open = locked({ documents[uri]?.snapshot }) { return (open, other.edits, true) }
            guard let data = FileManager.default.contents(atPath: other.path) else { return nil }
            return (DocumentSnapshot(uri: uri, version: 0, text: [UInt8](data)), other.edits, false)
        }
    }

    /// A `WorkspaceEdit` in the form the client supports. `isOpen` false: a file on disk (version null).
    /// `snippet`: the edits' text is a snippet, sent as `SnippetTextEdit`s (only offered when the client takes them).
    private func workspaceEdit(_ files: [(DocumentSnapshot, [TextEdit], Bool)], snippet: Bool = false) -> JSONValue {
        let (encoding, documentChanges) = locked {
            (self.encoding, client.at("workspace", "workspaceEdit", "documentChanges")?.boolValue ?? false)
        }
        func edits(_ snapshot: DocumentSnapshot, _ edits: [TextEdit]) -> JSONValue {
            .array(edits.map {
                let range = JSONValue(snapshot.lspRange(of: $0.range, encoding: encoding))
                if snippet { return ["range": range, "snippet": ["kind": "snippet", "value": .string($0.newText)]] }
                return ["range": range, "newText": .string($0.newText)]
            })
        }
        if documentChanges {
            return ["documentChanges": .array(files.map { snapshot, list, isOpen in
                [
                    "textDocument": ["uri": .string(snapshot.uri), "version": isOpen ? .int(snapshot.version) : .null],
                    "edits": edits(snapshot, list),
                ]
            })]
        }
        var changes: [String: JSONValue] = [:]
        for (snapshot, list, _) in files { changes[snapshot.uri] = edits(snapshot, list) }
        return ["changes": .object(changes)]
    }

    // MARK: - Symbols and hover

    private func documentSymbols(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let (encoding, hierarchical) = locked {
            (self.encoding, client.at("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")?.boolValue ?? false)
        }
        let items = service.symbols(path: snapshot.path, text: snapshot.text)
        func name(_ item: DocumentSymbolItem) -> String { item.name.isEmpty ? "_" : item.name }
        if hierarchical {
            func convert(_ item: DocumentSymbolItem) -> JSONValue {
                let range = item.range.clamped(to: 0..<max(snapshot.text.count, 0))
                var selection = item.selectionRange.clamped(to: range)
                if selection.isEmpty && !item.selectionRange.isEmpty { selection = range }
                var o: [String: JSONValue] = [
                    "name": .string(name(item)),
                    "kind": .int(item.kind.lspValue),
                    "range": JSONValue(snapshot.lspRange(of: range, encoding: encoding)),
                    "selectionRange": JSONValue(snapshot.lspRange(of: selection, encoding: encoding)),
                ]
                if let detail = item.detail { o["detail"] = .string(detail) }
                if !item.children.isEmpty { o["children"] = .array(item.children.map(convert)) }
                return .object(o)
            }
            return .array(items.map(convert))
        }
        var flat: [JSONValue] = []
        func walk(_ item: DocumentSymbolItem, container: String?) {
            var o: [String: JSONValue] = [
                "name": .string(name(item)),
                "kind": .int(item.kind.lspValue),
                "location": ["uri": .string(snapshot.uri), "range": JSONValue(snapshot.lspRange(of: item.range, encoding: encoding))],
            ]
            if let container { o["containerName"] = .string(container) }
            flat.append(.object(o))
            for child in item.children { walk(child, container: name(item)) }
        }
        for item in items { walk(item, container: nil) }
        return .array(flat)
    }

    private func hover(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let position = try params.position("position")
        let (encoding, markdown) = locked {
            (self.encoding, client.at("textDocument", "hover", "contentFormat")?.arrayValue?.contains("markdown") ?? false)
        }
        let offset = snapshot.offset(of: position, encoding: encoding)
        guard let result = service.hover(path: snapshot.path, text: snapshot.text, offset: offset) else { return .null }
        let range = result.range.clamped(to: 0..<snapshot.text.count)
        return [
            "contents": ["kind": markdown ? "markdown" : "plaintext", "value": .string(result.markdown)],
            "range": JSONValue(snapshot.lspRange(of: range, encoding: encoding)),
        ]
    }

    // MARK: - Workspace command

    private func executeCommand(id: RequestID, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let command = try params.string("command")
        guard command == LSPConstants.refreshWorkspaceCommand else { throw .params("unknown command '\(command)'") }
        let (folders, settings, openDocuments, progressSupported) = locked {
            (workspaceFolders, self.settings, documents.mapValues(\.snapshot),
             client.at("window", "workDoneProgress")?.boolValue ?? false)
        }
        var token = params["workDoneToken"].flatMap { RequestID($0)?.json }
        if token == nil, progressSupported {
            let newToken = JSONValue.string("stubble-refresh-\(UUID().uuidString)")
            if case .success = sendRequestAndWait("window/workDoneProgress/create", ["token": newToken], timeout: 10) {
                token = newToken
            }
        }
        func progress(_ value: JSONValue) {
            if let token { send(Message.notification("$/progress", ["token": token, "value": value])) }
        }
        progress(["kind": "begin", "title": "Refreshing stubs", "cancellable": false, "percentage": 0])

        // Files: every Swift file under the workspace folders, plus open documents (with their unsaved text).
        var paths = Set(WorkspaceFiles.swiftFiles(under: folders, limit: 50_000))
        var openByPath: [String: DocumentSnapshot] = [:]
        for snapshot in openDocuments.values where snapshot.uri.hasPrefix("file://") {
            openByPath[snapshot.path] = snapshot
            paths.insert(snapshot.path)
        }
        let sorted = paths.sorted()
        var changed: [(DocumentSnapshot, [TextEdit], Bool)] = []
        for (index, path) in sorted.enumerated() {
            if locked({ inFlight[id] == true }) {
                progress(["kind": "end", "message": "Cancelled"])
                throw RPCError(RPCError.requestCancelled, "Request cancelled")
            }
            let snapshot: DocumentSnapshot
            let isOpen: Bool
            if let open = openByPath[path] {
                snapshot = open
                isOpen = true
            } else {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                snapshot = DocumentSnapshot(uri: DocumentSnapshot.uri(fromPath: path), version: 0, text: [UInt8](data))
                isOpen = false
            }
            let edits = service.fixAll(path: snapshot.path, text: snapshot.text, settings: settings)
            if !edits.isEmpty { changed.append((snapshot, edits, isOpen)) }
            if index % 20 == 19 || index == sorted.count - 1 {
                progress(["kind": "report", "message": .string("\(index + 1)/\(sorted.count) files"),
                          "percentage": .int((index + 1) * 100 / max(sorted.count, 1))])
            }
        }
        progress(["kind": "end", "message": .string("\(changed.count) of \(sorted.count) files to refresh")])
        guard !changed.isEmpty else { return ["filesScanned": .int(sorted.count), "filesChanged": 0, "applied": true] }
        let label = "Refresh stubs in \(changed.count) file\(changed.count == 1 ? "" : "s")"
        switch sendRequestAndWait("workspace/applyEdit", ["label": .string(label), "edit": workspaceEdit(changed)], timeout: 300) {
        case .success(let result):
            let applied = result["applied"]?.boolValue ?? false
            return ["filesScanned": .int(sorted.count), "filesChanged": .int(changed.count), "applied": .bool(applied)]
        case .failure(let error):
            throw RPCError(RPCError.internalError, "workspace/applyEdit failed: \(error.message)")
        }
    }

    // MARK: - Outgoing

    func send(_ message: JSONValue) {
        sendMessage(message)
    }

    /// Sends a request to the client; `handler` runs on the reader thread when the answer arrives.
    private func sendRequest(_ method: String, _ params: JSONValue,
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
    private func sendRequestAndWait(_ method: String, _ params: JSONValue, timeout: Double) -> Result<JSONValue, RPCError> {
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

    private func warn(_ message: String) {
        log.write(message)
        send(Message.notification("window/logMessage", ["type": 2, "message": .string("stubble: \(message)")]))
    }

    private func trace(_ message: String, _ params: JSONValue) {
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
    private let lock = NSLock()
    private var value: Result<JSONValue, RPCError>?
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
