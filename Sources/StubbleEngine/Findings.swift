// The engine's vocabulary, shared by every front end (LSP, CLI).
// Plain data in the editor's terms: byte offsets into the file's UTF-8 text, titles, edits.
// Nothing here knows about LSP, JSON or the file system.

/// A replacement of the bytes `range` (UTF-8 offsets into the original text) by `newText`.
/// A list of edits for one file never overlaps and is sorted by `range.lowerBound`.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var newText: String
    public init(range: Range<Int>, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public enum Severity: String, Hashable, Sendable, Codable {
    case error, warning, information, hint
}

/// What kind of change an action makes, so editors can group and filter actions.
public enum ActionKind: String, Hashable, Sendable, Codable {
    /// A fix-it for a diagnostic (LSP `quickfix`).
    case quickFix
    /// Make stubbable / remove stubs / generate mock (LSP `refactor.rewrite`).
    case rewrite
    /// Refresh every stale stub and expand every annotation in a file (LSP `source.fixAll.stubble`).
    case fixAll
}

/// Which action a fix is and what it applies to: stable for the same file text. Front ends send its string
/// form (`description`, e.g. "refresh:fetchStudents(in:)@1234") to the client (`Diagnostic.data.fixes`, a code
/// action's `data.fix`) and match what comes back against it.
public struct FixID: Hashable, Sendable, CustomStringConvertible {
    /// The action, by what it does (its name on the wire in parentheses).
    public enum Action: Hashable, Sendable {
        /// "Make 'X' stubbable" (`add`).
        case makeStubbable
        /// "Make 'X' stubbable with call recording" (`addSpy`).
        case makeStubbableWithCallRecording
        /// "Remove stubs" of a declaration, or of generated code no declaration owns (`remove`).
        case removeStubs
        /// "Remove '@Stubbable'" where it cannot apply (`removeAnnotation`).
        case removeAnnotation
        /// "Expand in place": an attribute form or an annotation not written yet (`expand`).
        case expandInPlace
        /// "Refresh stubs" of one declaration (`refresh`).
        case refreshStubs
        /// "Refresh hooks of other files" (`refreshRemote`).
        case refreshRemoteHooks
        /// The whole-file refresh of stubs and mocks (`fixAll`).
        case refreshAll
        /// One of the fixes of a member's diagnostic (its code: "stubble.requiresExplicitType", ...).
        case memberFix(code: String)
        /// "Generate mock" / "Regenerate mock" on a protocol (`mock.generate`, `mock.regenerate`).
        case generateMock, regenerateMock
        /// "Declare 'StubbleDefaultProvidable' in this file" (`mock.declareDefaults`).
        case declareMockDefaults
        /// "Generate mock in place" of a protocol marked for another library, and the same removing its
        /// import (`migrate`, `migrate+import`).
        case migrate, migrateAndRemoveImport
        /// A mock action as the fix of "'@Stubbable' cannot be applied to protocols" (`unsupportedType.` and
        /// the action's own name).
        indirect case inPlaceOfAnnotation(Action)

        var wireName: String {
            switch self {
            case .makeStubbable: "add"
            case .makeStubbableWithCallRecording: "addSpy"
            case .removeStubs: "remove"
            case .removeAnnotation: "removeAnnotation"
            case .expandInPlace: "expand"
            case .refreshStubs: "refresh"
            case .refreshRemoteHooks: "refreshRemote"
            case .refreshAll: "fixAll"
            case .memberFix(let code): code
            case .generateMock: "mock.generate"
            case .regenerateMock: "mock.regenerate"
            case .declareMockDefaults: "mock.declareDefaults"
            case .migrate: "migrate"
            case .migrateAndRemoveImport: "migrate+import"
            case .inPlaceOfAnnotation(let action): "unsupportedType." + action.wireName
            }
        }
    }

    public var action: Action
    /// What it applies to: a declaration's name as shown, a protocol's name, another file's name; or none.
    public var subject: String
    /// Where that declaration starts (two declarations of one name are two actions); nil when the subject
    /// says enough.
    public var offset: Int?
    /// Which of a finding's fixes (a member's diagnostic may offer several).
    public var variant: Int?

    public init(_ action: Action, _ subject: String = "", at offset: Int? = nil, variant: Int? = nil) {
        self.action = action
        self.subject = subject
        self.offset = offset
        self.variant = variant
    }

    /// The same action placed at another offset (a fix moved with its edits).
    func at(_ offset: Int) -> FixID { FixID(action, subject, at: offset, variant: variant) }

    public var description: String {
        var s = action.wireName
        if !subject.isEmpty { s += ":" + subject }
        if let offset { s += "@\(offset)" }
        if let variant { s += ":\(variant)" }
        return s
    }
}

/// A fix or action: a title, an identity that is stable for the same file text, and the edits.
public struct Fix: Hashable, Sendable {
    /// Which action it is, on what. Front ends put its string form in `Diagnostic.data`.
    public var id: FixID
    public var title: String
    public var kind: ActionKind
    public var isPreferred: Bool
    public var edits: [TextEdit]
    /// Edits of other files that go with it (an extension's hooks in its type's file), by path.
    public var otherFiles: [FileEdits] = []
    /// The edits' `newText` is an LSP snippet (`: ${1:Type}`, a tab stop to type into): a front end offers the
    /// fix only where the editor inserts snippets (LSP `workspace.workspaceEdit.snippetEditSupport`), and
    /// leaves it out elsewhere (the finding's message then says what to write).
    public var isSnippet = false
    /// Offered without its edits (`Engine.offers`): `Engine.resolve` computes them when the action is chosen.
    public var isDeferred = false
    public init(id: FixID, title: String, kind: ActionKind, isPreferred: Bool = false, edits: [TextEdit]) {
        self.id = id
        self.title = title
        self.kind = kind
        self.isPreferred = isPreferred
        self.edits = edits
    }
}

/// Edits of one file, named by the path the front end gave it.
public struct FileEdits: Hashable, Sendable {
    public var path: String
    public var edits: [TextEdit]
    public init(path: String, edits: [TextEdit]) {
        self.path = path
        self.edits = edits
    }
}

/// A diagnostic: what is wrong, where (a non-empty byte range), and how to fix it.
public struct Finding: Hashable, Sendable {
    /// Stable code, e.g. "stubble.outOfDate", "stubble.requiresExplicitType".
    public var code: String
    public var severity: Severity
    public var message: String
    /// Byte range in the file. Never empty.
    public var range: Range<Int>
    public var fixes: [Fix]
    public init(code: String, severity: Severity, message: String, range: Range<Int>, fixes: [Fix] = []) {
        self.code = code
        self.severity = severity
        self.message = message
        self.range = range
        self.fixes = fixes
    }
}

/// Counts of one file's (or, added up, a project's) stubbing; see `Stubbing.inventory`.
public struct StubInventory: Hashable, Sendable {
    /// Classes, structs and actors annotated `// @Stubbable` (or Stubble's attribute).
    public var types = 0
    /// Members whose hooks and guards are in the text.
    public var stubbed = 0
    /// Members that could be stubbed but whose stubs are missing (annotations not expanded yet).
    public var notWritten = 0
    /// Members left alone under a stubbable type, by the code of the hint that says why.
    public var skipped: [String: Int] = [:]
    /// Members of the types and extensions that `add --all` leaves unannotated because none of their members
    /// can get a hook (`Stubbing.unannotatedInventory`), by the code of the hint each would get.
    public var unannotatedSkipped: [String: Int] = [:]
    /// Every skipped member (both kinds above) by the shape of its hint: the message with quoted names
    /// written `'…'`, so that one reason is one entry.
    public var skippedByHint: [String: Int] = [:]
    public init() {}
    public var skippedTotal: Int { skipped.values.reduce(0, +) + unannotatedSkipped.values.reduce(0, +) }
    public var unannotatedTotal: Int { unannotatedSkipped.values.reduce(0, +) }

    /// `'fetch()' is not stubbed: 'Box' is generic` → `'…' is not stubbed: '…' is generic`.
    public static func hintShape(_ message: String) -> String {
        var out = ""
        var inQuote = false
        var previous: Character = " "
        for ch in message {
            if ch == "'" && inQuote {
                out += "…'"
                inQuote = false
            } else if ch == "'" && !(previous.isLetter || previous.isNumber) {
                // An opening quote (not the apostrophe of `stubs' box`).
                out.append(ch)
                inQuote = true
            } else if !inQuote {
                out.append(ch)
            }
            previous = ch
        }
        return out
    }
    public static func + (a: StubInventory, b: StubInventory) -> StubInventory {
        var s = a
        s.types += b.types
        s.stubbed += b.stubbed
        s.notWritten += b.notWritten
        s.skipped.merge(b.skipped, uniquingKeysWith: +)
        s.unannotatedSkipped.merge(b.unannotatedSkipped, uniquingKeysWith: +)
        s.skippedByHint.merge(b.skippedByHint, uniquingKeysWith: +)
        return s
    }
}
