// JSON-RPC and LSP vocabulary: error codes, message shapes, and typed access to params.

import StubbleEngine
import StubbleSyntax

/// A JSON-RPC error answered to a request.
public struct RPCError: Error, Hashable, Sendable {
    public var code: Int
    public var message: String
    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let contentModified = -32801

    static func params(_ message: String) -> RPCError { RPCError(invalidParams, message) }
}

/// A request id: LSP allows integers and strings.
public enum RequestID: Hashable, Sendable {
    case int(Int)
    case string(String)

    init?(_ value: JSONValue?) {
        switch value {
        case .int(let i)?: self = .int(i)
        case .string(let s)?: self = .string(s)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }
}

enum Message {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, _ error: RPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }
}

// MARK: - Typed access to params (every failure is -32602)

extension JSONValue {
    func object(_ what: String) throws(RPCError) -> [String: JSONValue] {
        guard case .object(let o) = self else { throw .params("\(what) must be an object") }
        return o
    }

    func string(_ key: String) throws(RPCError) -> String {
        guard let s = self[key]?.stringValue else { throw .params("'\(key)' must be a string") }
        return s
    }

    func integer(_ key: String) throws(RPCError) -> Int {
        guard let i = self[key]?.intValue else { throw .params("'\(key)' must be an integer") }
        return i
    }

    func position(_ key: String) throws(RPCError) -> LSPPosition {
        guard let p = self[key], case .object = p,
              let line = p["line"]?.intValue, let character = p["character"]?.intValue
        else { throw .params("'\(key)' must be a position {line, character}") }
        guard line >= 0, character >= 0 else { throw .params("'\(key)' has a negative line or character") }
        return LSPPosition(line: line, character: character)
    }

    func range(_ key: String) throws(RPCError) -> LSPRange {
        guard let r = self[key], case .object = r else { throw .params("'\(key)' must be a range {start, end}") }
        return LSPRange(start: try r.position("start"), end: try r.position("end"))
    }

    /// `textDocument.uri` of a params object.
    func documentURI() throws(RPCError) -> String {
        guard let document = self["textDocument"], case .object = document else {
            throw .params("'textDocument' must be an object")
        }
        return try document.string("uri")
    }

    /// Follows a path of keys through nested objects.
    func at(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }
}

// MARK: - Conversions from the engine's vocabulary

extension JSONValue {
    init(_ position: LSPPosition) {
        self = ["line": .int(position.line), "character": .int(position.character)]
    }

    init(_ range: LSPRange) {
        self = ["start": JSONValue(range.start), "end": JSONValue(range.end)]
    }
}

extension Severity {
    var lspValue: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }
}

extension ActionKind {
    var lspKind: String {
        switch self {
        case .quickFix: return "quickfix"
        case .rewrite: return "refactor.rewrite"
        case .fixAll: return LSPConstants.fixAllKind
        }
    }
}

public enum LSPConstants {
    public static let fixAllKind = "source.fixAll.stubble"
    public static let refreshWorkspaceCommand = "stubble.refreshWorkspace"
    public static let serverName = "stubble"
}

extension DocumentSymbolItem.Kind {
    /// LSP `SymbolKind`.
    var lspValue: Int {
        switch self {
        case .class: return 5
        case .struct: return 23
        case .enum: return 10
        case .protocol: return 11
        case .actor: return 5
        case .extension: return 3  // Namespace: the closest LSP has
        case .function: return 12
        case .method: return 6
        case .initializer: return 9
        case .property: return 7
        case .variable: return 13
        case .constant: return 14
        case .enumCase: return 22
        case .subscript: return 6
        case .typealias: return 26  // TypeParameter
        case .associatedType: return 26
        case .operator: return 25
        case .macro: return 12
        case .import: return 2  // Module
        }
    }
}

/// Does a code action of `kind` pass a `context.only` filter? A filter entry matches its own kind and
/// every kind below it (`source` matches `source.fixAll.stubble`).
func kindMatches(_ kind: String, only: [String]?) -> Bool {
    guard let only, !only.isEmpty else { return true }
    return only.contains { $0.isEmpty || kind == $0 || kind.hasPrefix($0 + ".") }
}
