// The language server: lifecycle: `initialize` (capabilities, encoding, folders) and settings.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Lifecycle

    func initialize(_ params: JSONValue) throws(RPCError) -> JSONValue {
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
    func apply(_ options: JSONValue, to settings: inout StubbleSettings) {
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
}
