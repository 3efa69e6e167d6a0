// The language server: `workspace/executeCommand`: refresh every stale stub in the workspace.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Workspace command

    func executeCommand(id: RequestID, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let command = try params.string("command")
        guard command == LSPConstants.refreshWorkspaceCommand else { throw .params("unknown command '\(command)'") }
        let (folders, settings, openDocuments, progressSupported) = locked {
            (workspaceFolders, self.settings, documents.mapValues(\.snapshot),
             client.at("window", "workDoneProgress")?.boolValue ?? false)
        }
        var token = params["workDoneToken"].flatMap { RequestID($0)?.json }
        if token == nil, progressSupported {
            let newToken = JSONValue.string("stubble-refresh-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))")
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
                guard let bytes = FileSystem.contents(of: path) else { continue }
                snapshot = DocumentSnapshot(uri: DocumentSnapshot.uri(fromPath: path), version: 0, text: bytes)
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
}
