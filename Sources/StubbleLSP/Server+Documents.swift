// The language server: open, change and close documents; settings and folder changes; which documents a change makes stale.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Documents

    func didOpen(_ params: JSONValue) throws(RPCError) {
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
        // The workspace first: the diagnostics' analysis then records the workspace revision it was made in,
        // and the next request finds it current instead of making another.
        workspaceChanged(uri, protocolsMayHaveChanged: service.mayAffectOtherFiles(snapshot.text))
        scheduleDiagnostics(uri, generation: generation)
    }

    func didChange(_ params: JSONValue) throws(RPCError) {
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
        workspaceChanged(uri, protocolsMayHaveChanged: service.mayAffectOtherFiles(current.snapshot.text) || service.mayAffectOtherFiles(snapshot.text))
        scheduleDiagnostics(uri, generation: generation)
    }

    func didClose(_ params: JSONValue) throws(RPCError) {
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

    func didChangeConfiguration(_ params: JSONValue) {
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

    func updateSettings(_ value: JSONValue) {
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

    func didChangeWorkspaceFolders(_ params: JSONValue) {
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
    func workspaceChanged(_ changed: String?, protocolsMayHaveChanged: Bool) {
        let (openDocuments, folders, dependents) = locked { () -> ([String: (version: Int, text: [UInt8])], [String], [String: Int]) in
            var open: [String: (version: Int, text: [UInt8])] = [:]
            for document in documents.values where document.snapshot.uri.hasPrefix("file:") {
                open[document.snapshot.path] = (document.snapshot.version, document.snapshot.text)
            }
            var dependents: [String: Int] = [:]
            if protocolsMayHaveChanged {
                dependencyRevision += 1
                for (uri, document) in documents where uri != changed && (document.dependsOnOthers.flatMap { $0.version == document.snapshot.version ? $0.value : nil }
                                                                                      ?? service.dependsOnOtherFiles(document.snapshot.text)) {
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
}
