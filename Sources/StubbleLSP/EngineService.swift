// The real engine behind `stubble lsp`: StubbleEngine's functions and StubbleSyntax's declaration tree,
// adapted to `StubbingService`. Everything here is a call into those layers; no LSP.

import StubbleEngine
import StubbleSyntax

public struct EngineService: StubbingService {
    /// The other files mocks may depend on (open documents, workspace folders), kept up to date by the server.
    public let workspace: MockWorkspace

    public init(workspace: MockWorkspace = MockWorkspace()) {
        self.workspace = workspace
    }

    public func workspaceChanged(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String]) {
        workspace.update(openDocuments: openDocuments, folders: folders)
    }

    /// The stub engine's view of the other files of the module (an extension's hooks live in its type's
    /// body, maybe in another file); `.alone` for a file that cannot need them. Every text in it is plain
    /// (`PlainText`), with the form of each file that was not, to take edits of it back.
    func stubContext(path: String, text: [UInt8], eager: Bool = false) -> (FileStubContext, [(path: String, module: String, text: [UInt8])], [String: PlainText]) {
        let files = workspace.moduleFiles(of: path, text: text, eager: eager)
        guard !files.isEmpty else { return (.alone, [], [:]) }
        var forms: [String: PlainText] = [:]
        let plainFiles = files.map { file -> (path: String, module: String, text: [UInt8]) in
            let form = PlainText(file.text)
            if form.isPlain { return file }
            forms[file.path] = form
            return (file.path, file.module, form.plain)
        }
        return (StubContext(files: plainFiles).file(path), plainFiles, forms)
    }

    // The engine reads plain text (no byte-order mark, "\n" line breaks: `PlainText`); a document in any
    // other form is converted on the way in, and ranges and edits are taken back to its own bytes on the
    // way out, so the server and the client only ever see the document's own offsets.

    /// Stub and mock findings (`Engine.diagnose`); the mock context is built only for files that need it.
    public func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding] {
        let form = PlainText(text)
        // (A quick fix here changes this file only: the type's file then reports its hooks as out of date,
        // with its own fix. The rewrites of `actions` carry both files' edits.)
        let (stubs, _, forms) = stubContext(path: path, text: form.plain)
        let findings = Engine.diagnose(form.plain, context: workspace.context(excluding: path), options: options(settings), stubs: stubs)
        if form.isPlain && forms.isEmpty { return findings }
        return findings.map { finding in
            var finding = finding
            finding.range = form.rawRange(finding.range)
            finding.fixes = finding.fixes.map { Self.raw($0, form, forms) }
            return finding
        }
    }

    /// The engine's actions at a range, without its whole-file refresh: the server offers that itself as
    /// `source.fixAll.stubble` (from `fixAll`), so it is listed once and can be resolved lazily. A fix
    /// that changes an extension carries the edits of its type's file (`Fix.otherFiles`).
    public func actions(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
        let form = PlainText(text)
        let (stubs, files, forms) = stubContext(path: path, text: form.plain, eager: true)
        // The server offers "fix all" itself (lazily, only when something is fixable).
        let fixes = Engine.actions(form.plain, at: form.plainRange(range), context: workspace.context(excluding: path), options: options(settings), stubs: stubs,
                                   includeFixAll: false)
        let withOthers = files.isEmpty ? fixes : fixes.map { fix in
            var fix = fix
            fix.otherFiles = StubContext.companionEdits(path: path, edits: fix.edits, files: files)
            return fix
        }
        if form.isPlain && forms.isEmpty { return withOthers }
        return withOthers.map { Self.raw($0, form, forms) }
    }

    public func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit] {
        let form = PlainText(text)
        let (stubs, _, _) = stubContext(path: path, text: form.plain)
        return form.rawEdits(Engine.fixAll(form.plain, context: workspace.context(excluding: path), stubs: stubs))
    }

    /// A fix computed on plain texts, with its edits taken back to each file's own bytes.
    static func raw(_ fix: Fix, _ form: PlainText, _ forms: [String: PlainText]) -> Fix {
        var fix = fix
        fix.edits = form.rawEdits(fix.edits)
        fix.otherFiles = fix.otherFiles.map { other in
            guard let otherForm = forms[other.path] else { return other }
            return FileEdits(path: other.path, edits: otherForm.rawEdits(other.edits))
        }
        return fix
    }

    /// `condition` for new stubs; `mockCondition` and `strictMocks` for new mocks (a refresh keeps what the
    /// mock already has).
    func options(_ settings: StubbleSettings) -> EngineOptions {
        EngineOptions(stubs: StubOptions(condition: settings.condition),
                      mocks: MockOptions(condition: settings.mockCondition.map(MockCondition.init(argument:)) ?? .none,
                                         strict: settings.strictMocks))
    }

    public func symbols(path: String, text: [UInt8]) -> [DocumentSymbolItem] {
        let file = SourceFile(text)
        return Outline.symbols(file.declarations, inType: false, in: file)
    }

    public func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)? {
        let form = PlainText(text)
        guard let markdown = Stubbing.hover(form.plain, at: form.plainOffset(offset)) else { return nil }
        return (markdown, identifierRange(text, around: offset))
    }

    /// The identifier touching `offset` (ASCII letters, digits, `_`, and any non-ASCII byte).
    func identifierRange(_ text: [UInt8], around offset: Int) -> Range<Int> {
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        let o = min(max(offset, 0), text.count)
        var start = o, end = o
        while start > 0, isIdentifier(text[start - 1]) { start -= 1 }
        while end < text.count, isIdentifier(text[end]) { end += 1 }
        return start..<end
    }
}

/// The outline an editor shows, from the syntax layer's declaration tree.
enum Outline {
    static func symbols(_ declarations: [Declaration], inType: Bool, in file: SourceFile) -> [DocumentSymbolItem] {
        declarations.flatMap { symbols(for: $0, inType: inType, in: file) }
    }

    static func symbols(for d: Declaration, inType: Bool, in file: SourceFile) -> [DocumentSymbolItem] {
        func item(_ name: String, _ kind: DocumentSymbolItem.Kind, detail: String? = nil,
                  selection: Range<Int>? = nil, children: [DocumentSymbolItem] = []) -> DocumentSymbolItem {
            var selectionRange = selection ?? d.nameRange
            if !(d.range.contains(selectionRange.lowerBound) && selectionRange.upperBound <= d.range.upperBound) {
                selectionRange = d.keywordRange.clamped(to: d.range)
            }
            return DocumentSymbolItem(name: name.isEmpty ? "_" : name, detail: detail, kind: kind, range: d.range,
                                      selectionRange: selectionRange, children: children)
        }
        let members = symbols(d.members, inType: true, in: file)
        switch d.kind {
        case .class: return [item(d.name, .class, children: members)]
        case .struct: return [item(d.name, .struct, children: members)]
        case .enum: return [item(d.name, .enum, children: members)]
        case .actor: return [item(d.name, .actor, children: members)]
        case .protocol: return [item(d.name, .protocol, children: members)]
        case .extension: return [item("extension \(d.name)", .extension, children: members)]
        case .function:
            return [item(d.name + labels(d.signature, in: file), inType ? .method : .function, detail: signatureDetail(d.signature, in: file))]
        case .initializer:
            return [item("init" + labels(d.signature, in: file), .initializer, detail: signatureDetail(d.signature, in: file))]
        case .deinitializer: return [item("deinit", .method)]
        case .subscript:
            return [item("subscript" + labels(d.signature, isSubscript: true, in: file), .subscript, detail: signatureDetail(d.signature, in: file))]
        case .variable:
            guard let variable = d.variable else { return [item(d.name, inType ? .property : .variable)] }
            let kind: DocumentSymbolItem.Kind = inType ? .property : (variable.isLet ? .constant : .variable)
            return variable.bindings.map { binding in
                let name = file.text(binding.name) ?? file.text(binding.pattern)
                let selection = binding.name?.range ?? binding.pattern.range
                return item(name, kind, detail: file.text(binding.typeAnnotation), selection: selection)
            }
        case .enumCase:
            return d.enumCaseElements.map { element in
                item(file.text(element.name), .enumCase, detail: file.text(element.associatedValue), selection: element.name.range)
            }
        case .typeAlias: return [item(d.name, .typealias, detail: file.text(d.aliasedType))]
        case .associatedType: return [item(d.name, .associatedType)]
        case .macro: return [item(d.name, .macro)]
        case .operator: return [item(d.name, .operator)]
        case .ifConfig:
            // The outline shows what is declared, whichever clause it is in.
            return (d.ifConfig?.clauses ?? []).flatMap { symbols($0.declarations, inType: inType, in: file) }
        case .import, .precedenceGroup, .macroExpansion:
            return []
        }
    }

    /// `(in:_:)`: the argument labels, as Swift names a function. A subscript's parameters have no label
    /// unless one is written before the name (`subscript(at index: Int)`).
    static func labels(_ signature: FunctionSignature?, isSubscript: Bool = false, in file: SourceFile) -> String {
        guard let signature else { return "" }
        return "(" + signature.parameters.map { p in
            let label = isSubscript && p.secondName == nil ? nil : p.externalLabel(in: file)
            return (label ?? "_") + ":"
        }.joined() + ")"
    }

    /// `async throws -> [Student]`.
    static func signatureDetail(_ signature: FunctionSignature?, in file: SourceFile) -> String? {
        guard let signature else { return nil }
        var parts: [String] = []
        if signature.effects.isAsync { parts.append("async") }
        switch signature.effects.throwsKind {
        case .none: break
        default:
            if let thrown = signature.effects.thrownType { parts.append("throws(\(file.text(thrown)))") }
            else { parts.append(signature.effects.throwsKind == .rethrows ? "rethrows" : "throws") }
        }
        if let returnType = signature.returnType { parts.append("-> " + file.text(returnType)) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
