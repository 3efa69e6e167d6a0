// The language server: code actions: quick fixes, rewrites (lazy for clients that resolve), fix-all, resolve, workspace edits.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Code actions

    /// Whether the client takes `SnippetTextEdit`s in a workspace edit (LSP 3.18), which live in `documentChanges`.
    var snippetEdits: Bool {
        locked {
            client.at("workspace", "workspaceEdit", "snippetEditSupport")?.boolValue == true
                && client.at("workspace", "workspaceEdit", "documentChanges")?.boolValue == true
        }
    }

    /// Whether the client takes code action literals and resolves their `edit` lazily: then actions are
    /// offered without edits and the chosen one is computed in `codeAction/resolve`.
    var resolveSupported: Bool {
        locked {
            client.at("textDocument", "codeAction", "codeActionLiteralSupport") != nil
                && client.at("textDocument", "codeAction", "resolveSupport", "properties")?.arrayValue?.contains("edit") ?? false
        }
    }

    func codeActions(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
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
        var seen = Set<FixID>()

        // Quick fixes for the diagnostics in the range or named in the context.
        let findings = self.findings(snapshot)
        for finding in findings where !finding.fixes.isEmpty {
            let matched = contextDiagnostics.filter { matches($0, finding, snapshot, encoding) }
            guard !matched.isEmpty || finding.range.touches(byteRange) else { continue }
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
                        "uri": .string(snapshot.uri), "version": .int(snapshot.version), "fix": .string(fix.id.description),
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
    func matches(_ diagnostic: JSONValue, _ finding: Finding, _ snapshot: DocumentSnapshot, _ encoding: PositionEncoding) -> Bool {
        if let ids = diagnostic.at("data", "fixes")?.arrayValue?.compactMap(\.stringValue),
           finding.fixes.contains(where: { ids.contains($0.id.description) }) {
            return true
        }
        if let source = diagnostic["source"]?.stringValue, source != "stubble" { return false }
        if let code = diagnostic["code"]?.stringValue, code != finding.code { return false }
        guard let range = try? diagnostic.range("range") else { return false }
        return snapshot.byteRange(of: range, encoding: encoding).touches(finding.range)
    }

    func resolveCodeAction(_ params: JSONValue) throws(RPCError) -> JSONValue {
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
    func companionFiles(_ fix: Fix) -> [(DocumentSnapshot, [TextEdit], Bool)] {
        fix.otherFiles.compactMap { other in
            let uri = DocumentSnapshot.uri(fromPath: other.path)
            if let open = locked({ documents[uri]?.snapshot }) { return (open, other.edits, true) }
            guard let bytes = FileSystem.contents(of: other.path) else { return nil }
            return (DocumentSnapshot(uri: uri, version: 0, text: bytes), other.edits, false)
        }
    }

    /// A `WorkspaceEdit` in the form the client supports. `isOpen` false: a file on disk (version null).
    /// `snippet`: the edits' text is a snippet, sent as `SnippetTextEdit`s (only offered when the client takes them).
    func workspaceEdit(_ files: [(DocumentSnapshot, [TextEdit], Bool)], snippet: Bool = false) -> JSONValue {
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
}
