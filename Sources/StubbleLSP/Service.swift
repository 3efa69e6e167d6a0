// What the server needs from the stubbing engine, in the engine's own terms (byte offsets, `Finding`,
// `Fix`, `TextEdit`). The server converts to and from LSP; the service knows nothing of LSP or JSON.
// Tests drive the server with a fake service; `stubble lsp` plugs in the real engine.

import StubbleEngine

/// User settings, from `initializationOptions` and `workspace/didChangeConfiguration` (section `stubble`).
public struct StubbleSettings: Hashable, Sendable {
    /// Default `condition:` for new stubs (e.g. "DEBUG": hooks inside `#if DEBUG`); nil for none.
    public var condition: String?
    /// Compilation condition around generated mocks; nil for none.
    public var mockCondition: String?
    /// Generated mocks stop on every unstubbed call instead of returning defaults.
    public var strictMocks: Bool
    /// Push diagnostics even to a client that pulls them.
    public var pushDiagnostics: Bool

    public init(condition: String? = nil, mockCondition: String? = "DEBUG", strictMocks: Bool = false,
                pushDiagnostics: Bool = false) {
        self.condition = condition
        self.mockCondition = mockCondition
        self.strictMocks = strictMocks
        self.pushDiagnostics = pushDiagnostics
    }
}

/// One entry of a file's outline: byte ranges into the file's text.
public struct DocumentSymbolItem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`, function, method, initializer,
             property, variable, constant, enumCase, `subscript`, `typealias`, associatedType, `operator`,
             macro, `import`
    }
    public var name: String
    public var detail: String?
    public var kind: Kind
    /// The whole declaration, including attributes and body.
    public var range: Range<Int>
    /// The name (what an editor highlights); must lie inside `range`.
    public var selectionRange: Range<Int>
    public var children: [DocumentSymbolItem]

    public init(name: String, detail: String? = nil, kind: Kind, range: Range<Int>, selectionRange: Range<Int>,
                children: [DocumentSymbolItem] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// The engine behind the server. Every function is pure and may be called concurrently for different files.
/// `text` is the document's UTF-8 bytes (possibly invalid UTF-8); offsets and ranges are byte offsets into it.
public protocol StubbingService: Sendable {
    /// Diagnostics for a file. Each `Fix` id must be stable for the same text and settings.
    func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding]
    /// Rewrites (make stubbable, remove stubs, generate mock) and quick fixes available at `range`.
    func actions(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix]
    /// The actions at `range` as `actions` lists them, where a fix may come without its edits (`isDeferred`):
    /// for a client that resolves code actions, which asks at every cursor move and applies one at most.
    func offers(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix]
    /// The action `id` offered at `range`, with its edits (nil: not offered there any more).
    func resolve(path: String, text: [UInt8], range: Range<Int>, id: String, settings: StubbleSettings) -> Fix?
    /// Every refresh and expansion in the file (`source.fixAll.stubble`). Empty when the file is up to date.
    func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit]
    /// The file's outline.
    func symbols(path: String, text: [UInt8]) -> [DocumentSymbolItem]
    /// Markdown for a hover at `offset`, with the byte range it describes, or nil.
    func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)?
    /// Whether the file's findings may depend on other files (a generated mock depends on its protocol and the
    /// protocols it refines, maybe declared elsewhere): its findings are computed again when another file that
    /// `mayAffectOtherFiles` changes. Cheap (no parse): asked on the reader thread.
    func dependsOnOtherFiles(_ text: [UInt8]) -> Bool
    /// Whether a change of this file may change other files' findings (it may declare a protocol, a type alias,
    /// a mock or a type a mock's record is `Equatable` by: `Engine.mayMatterToMocks`). Cheap.
    func mayAffectOtherFiles(_ text: [UInt8]) -> Bool
    /// See the extension below; the default does nothing.
    func workspaceChanged(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String])
}

extension StubbingService {
    /// By default every action comes with its edits.
    public func offers(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
        actions(path: path, text: text, range: range, settings: settings)
    }

    public func resolve(path: String, text: [UInt8], range: Range<Int>, id: String, settings: StubbleSettings) -> Fix? {
        actions(path: path, text: text, range: range, settings: settings).first { $0.id.description == id }
    }

    /// The open documents (path → version and unsaved text) and the workspace folders, after every open,
    /// change and close and every change of folders. Called on the reader thread: keep it to storing them.
    /// Services whose results depend on other files (mocks of protocols refining protocols elsewhere) use
    /// it; the default ignores it.
    public func workspaceChanged(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String]) {}
}
