// The real engine behind `stubble lsp`: StubbleEngine's functions and StubbleSyntax's declaration tree,
// adapted to `StubbingService`. Everything here is a call into those layers; no LSP.

import StubbleEngine
import StubbleSyntax
import Dispatch

public struct EngineService: StubbingService {
    /// The other files mocks may depend on (open documents, workspace folders), kept up to date by the server.
    public let workspace: MockWorkspace
    private let cache = AnalysisCache()

    public init(workspace: MockWorkspace = MockWorkspace()) {
        self.workspace = workspace
    }

    public func workspaceChanged(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String]) {
        workspace.update(openDocuments: openDocuments, folders: folders)
        // Analyses of documents no longer open are dropped.
        cache.withLock { cache in cache = cache.filter { openDocuments[$0.key] != nil } }
    }

    public func dependsOnOtherFiles(_ text: [UInt8]) -> Bool { Engine.mayHaveMocks(text) }
    public func mayAffectOtherFiles(_ text: [UInt8]) -> Bool { Engine.mayMatterToMocks(text) }

    /// One analysis per document version (`Engine.Analysis`), with what goes with it: the document's plain
    /// form and its module as the index had it. Kept per path until the text, the settings or the module
    /// change; diagnostics, code actions, their resolution, hover and the outline all read it.
    final class Analyzed: @unchecked Sendable {
        let text: [UInt8]
        let settings: StubbleSettings
        let form: PlainText
        let analysis: Engine.Analysis
        /// The module for the findings; nil: the file is analysed alone.
        let module: MockWorkspace.IndexedModule?
        /// The module for actions (an action may annotate an extension), made on the first action.
        let actionModule: Once<MockWorkspace.IndexedModule?>
        let mockRevision: Int

        /// Whether its findings need the module, and whether its actions may.
        let needs: (module: Bool, actions: Bool)

        init(text: [UInt8], settings: StubbleSettings, form: PlainText, needs: (module: Bool, actions: Bool), analysis: Engine.Analysis,
             module: MockWorkspace.IndexedModule?, actionModule: Once<MockWorkspace.IndexedModule?>, mockRevision: Int) {
            self.actionModule = actionModule
            self.needs = needs
            self.text = text
            self.settings = settings
            self.form = form
            self.analysis = analysis
            self.module = module
            self.mockRevision = mockRevision
        }

        /// Non-plain forms of the other files of the module, to take their edits back.
        var forms: [String: PlainText] { moduleForActions?.forms ?? [:] }
        /// The module the actions were computed with (nil: alone).
        var moduleForActions: MockWorkspace.IndexedModule? { module ?? (actionModule.value ?? nil) }
    }

    /// The analysis of `text` (the document's own bytes) at `path`: the cached one while it holds (same text,
    /// settings and module; same other files when it read them for mocks), else a new one, kept. Module files
    /// come from the workspace's index, parsed once per version.
    func analyzed(path: String, text: [UInt8], settings: StubbleSettings) -> Analyzed {
        let revision = workspace.mockRevision
        let cached = cache.withLock { $0[path] }
        // What the text needs of its module is a search of the whole text: once per version.
        let same = cached.flatMap { $0.text == text ? $0 : nil }
        let form = same?.form ?? PlainText(text)
        let needs = same?.needs ?? {
            let both = Engine.mayNeedOtherFiles(findingsAndActions: form.plain)
            return (module: both.findings, actions: both.actions)
        }()
        let workspace = self.workspace
        let module = needs.module ? workspace.indexedModule(of: path, text: text) : nil
        if let cached = same, cached.settings == settings, cached.module?.token == module?.token,
           !cached.analysis.usedMockContext || cached.mockRevision == revision,
           !cached.analysis.usedActionContext || cached.actionModule.value??.token == workspace.indexedModule(of: path, text: text).token {
            return cached
        }
        let actionModule = Once<MockWorkspace.IndexedModule?>()
        let analysis = Engine.Analysis(form.plain, options: options(settings),
                                       stubs: LanguageModes.context(module?.context.file(path) ?? .alone, path: path),
                                       actionStubs: module != nil || !needs.actions ? nil : {
                                           LanguageModes.context(actionModule.get { workspace.indexedModule(of: path, text: text) }?.context.file(path) ?? .alone, path: path)
                                       },
                                       mocks: { workspace.context(excluding: path) },
                                       // A document analysed alone reuses its version before where nothing changed.
                                       previous: module == nil && cached?.module == nil && cached?.settings == settings ? cached?.analysis : nil,
                                       incremental: module == nil)
        let made = Analyzed(text: text, settings: settings, form: form, needs: needs, analysis: analysis, module: module,
                            actionModule: actionModule, mockRevision: revision)
        let replaced = cache.withLock { $0.updateValue(made, forKey: path) }
        // The analysis of the version before is freed off this queue (tearing down its trees took about a tenth
        // of a keystroke's diagnostics on a 10k-line file). A big document's is freed here, so that the trim
        // after the work (`MemoryRelease`) gives its memory back.
        if let replaced, replaced.text.count < MemoryRelease.bigDocument {
            let last = Unmanaged.passRetained(replaced)
            DispatchQueue.global(qos: .utility).async { last.release() }
        }
        // The first document of a module that its actions may need: the module is indexed now, in the
        // background, so that the first code action does not wait for it (later ones find it indexed).
        if module == nil, needs.actions, !workspace.hasIndex(of: path) { prepareActions(of: analysis, at: path) }
        return made
    }

    /// Makes the actions' analysis of `analysis` on a utility queue, unless a newer version has replaced it
    /// by then: warming a replaced version would index its old text again, for nothing.
    private func prepareActions(of analysis: Engine.Analysis, at path: String) {
        let cache = self.cache
        DispatchQueue.global(qos: .utility).async {
            guard cache.withLock({ $0[path]?.analysis === analysis }) else { return }
            analysis.prepareActions()
        }
    }

    /// The analysis kept for `path` (tests).
    func cachedAnalysis(path: String) -> Engine.Analysis? { cache.withLock { $0[path]?.analysis } }

    // The engine reads plain text (no byte-order mark, "\n" line breaks: `PlainText`); a document in any
    // other form is converted on the way in, and ranges and edits are taken back to its own bytes on the
    // way out, so the server and the client only ever see the document's own offsets.

    /// Stub and mock findings (`Engine.diagnose`); the mock context is built only for files that need it.
    public func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding] {
        let a = analyzed(path: path, text: text, settings: settings)
        let form = a.form
        // (A quick fix here changes this file only: the type's file then reports its hooks as out of date,
        // with its own fix. The rewrites of `actions` carry both files' edits.)
        let findings = Engine.diagnose(a.analysis)
        // The version before's analysis, kept for reuse until this one was made, is freed off this queue (a
        // big document's here, so that the trim after the work gives its memory back).
        let analysis = a.analysis
        if text.count >= MemoryRelease.bigDocument { analysis.releasePrevious() }
        else { DispatchQueue.global(qos: .utility).async { analysis.releasePrevious() } }
        // A file whose actions read its module (it has an extension: an action may annotate it) gets their
        // analysis made now, off the request path, unless a newer version replaced this one by then: an
        // editor asks for code actions as soon as the cursor moves, and the first request would make it.
        if a.needs.actions, a.module == nil { prepareActions(of: analysis, at: path) }
        let forms = a.forms
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
        let a = analyzed(path: path, text: text, settings: settings)
        return Engine.actions(a.analysis, at: a.form.plainRange(range)).map { finish($0, a) }
    }

    /// The actions at a range without their edits where computing them costs (`Engine.offers`).
    public func offers(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
        let a = analyzed(path: path, text: text, settings: settings)
        return Engine.offers(a.analysis, at: a.form.plainRange(range)).map { fix in
            fix.isDeferred ? fix : Self.raw(fix, a.form, a.forms)
        }
    }

    /// The one action `id` at a range, with its edits and those of other files it changes.
    public func resolve(path: String, text: [UInt8], range: Range<Int>, id: String, settings: StubbleSettings) -> Fix? {
        let a = analyzed(path: path, text: text, settings: settings)
        return Engine.resolve(a.analysis, id: id, at: a.form.plainRange(range)).map { finish($0, a) }
    }

    /// A fix on plain text: the edits of the module's other files it implies, and everything taken back to
    /// the files' own bytes.
    private func finish(_ fix: Fix, _ a: Analyzed) -> Fix {
        var fix = fix
        if let module = a.moduleForActions {
            fix.otherFiles = Engine.companionEdits(path: module.indexed[0].path, edits: fix.edits, indexed: module.indexed)
        }
        return Self.raw(fix, a.form, a.forms)
    }

    public func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit] {
        let a = analyzed(path: path, text: text, settings: settings)
        return a.form.rawEdits(Engine.fixAll(a.analysis))
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
        let cached = cache.withLock { $0[path] }
        let file = cached.flatMap { $0.text == text && $0.form.isPlain ? $0.analysis.file : nil } ?? SourceFile(text)
        return DocumentSymbols.symbols(file.declarations, inType: false, in: file)
    }

    public func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)? {
        let form = PlainText(text)
        guard let markdown = Engine.hover(form.plain, at: form.plainOffset(offset)) else { return nil }
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
enum DocumentSymbols {
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

/// The analyses by path (a class: `EngineService` is a value, its copies share one cache).
final class AnalysisCache: @unchecked Sendable {
    private let lock = Lock()
    private var entries: [String: EngineService.Analyzed] = [:]
    func withLock<T>(_ body: (inout [String: EngineService.Analyzed]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&entries)
    }
}
