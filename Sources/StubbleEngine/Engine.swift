import StubbleSyntax

// The one entry point every front end uses (the language server, `stubble check`, `stubble fix`):
// stubs and protocol mocks together. It only combines `Stubbing` and `Mocking`; neither knows of the other.
//
// `context` is the other files the caller knows (open documents, workspace files, the files given on the
// command line), for protocols that refine protocols declared elsewhere. It is an autoclosure and is only
// evaluated when the file has a mock or a protocol that needs it, so callers may build it lazily.

/// What the user chose for new stubs and new mocks.
public struct EngineOptions: Hashable, Sendable {
    public var stubs: StubOptions
    public var mocks: MockOptions
    public init(stubs: StubOptions = StubOptions(), mocks: MockOptions = MockOptions()) {
        self.stubs = stubs
        self.mocks = mocks
    }
}

public enum Engine {
    /// The stub engine's code for a type-level annotation on the wrong kind of declaration (e.g. a protocol).
    static let unsupportedTypeCode = DiagnosticCode.unsupportedType.rawValue

    /// Stub findings and mock findings (stale mock, refined protocol not found), sorted by position.
    /// "'@Stubbable' cannot be applied to protocols" gets "Generate mock" as its fix.
    public static func diagnose(_ text: [UInt8], context: @autoclosure () -> MockContext = MockContext(),
                                options: EngineOptions = EngineOptions(), stubs: FileStubContext = .alone) -> [Finding] {
        withoutActuallyEscaping(context) { context in
            diagnose(Analysis(text, options: options, stubs: stubs, mocks: context))
        }
    }

    /// The findings of an analysis: computed once, then the cached ones.
    public static func diagnose(_ a: Analysis) -> [Finding] {
        a.findings.get { findings(of: a) }
    }

    static func findings(of a: Analysis) -> [Finding] {
        let text = a.text
        var findings = a.mayDiagnose ? a.stubFindings : []
        // A protocol marked for another mocking library: "Generate mock in place" (Migration.swift).
        if a.scan.mayHaveMarkers {
            findings += Migration.diagnose(text, context: a.mockContext)
            findings.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        }
        let protocolFindings = findings.indices.filter { findings[$0].code == unsupportedTypeCode }
        let hasMocks = a.scan.mayHaveMocks
        guard hasMocks || !protocolFindings.isEmpty else { return findings }
        let context = a.mockContext
        for index in protocolFindings {
            let offset = findings[index].range.lowerBound
            // The mock replaces the annotation: the fix writes the mock and removes the annotation, so no
            // error is left behind (the annotation's own removal is the other fix).
            let removal = findings[index].fixes.first { $0.id.hasPrefix("removeAnnotation:") }?.edits ?? []
            let without = removal.isEmpty ? text : TextDiff.apply(removal, to: text)
            let shift = removal.filter { $0.range.upperBound <= offset }.reduce(0) { $0 + $1.newText.utf8.count - $1.range.count }
            guard var fix = removal.isEmpty
                ? Mocking.generateMockFix(in: a.file, at: offset + shift, context: context, options: a.options.mocks)
                : Mocking.generateMockFix(without, protocolAt: offset + shift, context: context, options: a.options.mocks) else { continue }
            fix.edits = TextDiff.edits(from: text, to: TextDiff.apply(fix.edits, to: without))
            fix.kind = .quickFix
            fix.isPreferred = true
            fix.id = "unsupportedType." + fix.id + "@\(offset)"
            for i in findings[index].fixes.indices { findings[index].fixes[i].isPreferred = false }
            findings[index].fixes.insert(fix, at: 0)
        }
        if hasMocks { findings += Mocking.diagnose(a.file, context: context) }
        return findings.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// Every action at `range`: the stub engine's (make stubbable, remove stubs, their quick fixes), the fixes
    /// of mock findings there ("Regenerate mock" on a stale mock), "Generate mock" / "Regenerate mock" on a
    /// protocol or inside its mock, and one whole-file fix (stubs and mocks) when anything is stale.
    public static func actions(_ text: [UInt8], at range: Range<Int>, context: @autoclosure () -> MockContext = MockContext(),
                               options: EngineOptions = EngineOptions(), stubs: FileStubContext = .alone,
                               includeFixAll: Bool = true) -> [Fix] {
        withoutActuallyEscaping(context) { context in
            let a = Analysis(text, options: options, stubs: stubs, mocks: context)
            var fixes = actions(a, at: range)
            // (A front end that offers "fix all" on its own, such as the server, asks without it: it costs a whole refresh.)
            let all = includeFixAll ? fixAll(text, context: mayHaveMocks(text) ? a.mockContext : MockContext(), stubs: stubs) : []
            if !all.isEmpty {
                fixes.append(Fix(id: "fixAll", title: "Refresh all stubs and mocks in this file", kind: .fixAll, edits: all))
            }
            return fixes
        }
    }

    /// Every action at `range` with its edits (an offer whose edits come out empty is left out); no fix-all.
    public static func actions(_ a: Analysis, at range: Range<Int>) -> [Fix] {
        offers(a, at: range).compactMap { offer in
            guard let pending = offer.pending else { return offer.fix }
            var fix = offer.fix
            fix.edits = Stubbing.resolve(a.actionStub, pending, options: a.options.stubs)
            return fix.edits.isEmpty ? nil : fix
        }
    }

    /// The actions at `range`, cheap: titles, kinds and ids from the analysis; a rewrite's edits are computed
    /// only when it is resolved (`resolve`), and such a fix comes with `isDeferred` set and no edits. (Quick
    /// fixes of findings have their edits: the findings computed them.)
    public static func offers(_ a: Analysis, at range: Range<Int>) -> [Fix] {
        offers(a, at: range).map { offer in
            var fix = offer.fix
            if offer.pending != nil { fix.isDeferred = true }
            return fix
        }
    }

    /// The action `id` offered at `range`, with its edits; nil when it is not offered there (any more), or
    /// its edits come out empty. Computes that action only.
    public static func resolve(_ a: Analysis, id: String, at range: Range<Int>) -> Fix? {
        guard let offer = offers(a, at: range).first(where: { $0.fix.id == id }) else { return nil }
        guard let pending = offer.pending else { return offer.fix }
        var fix = offer.fix
        fix.edits = Stubbing.resolve(a.actionStub, pending, options: a.options.stubs)
        return fix.edits.isEmpty ? nil : fix
    }

    static func offers(_ a: Analysis, at range: Range<Int>) -> [(fix: Fix, pending: Stubbing.Pending?)] {
        var offers = Stubbing.offers(a.actionStub, findings: a.mayDiagnoseActions ? a.actionStubFindings : [], at: range)
        let hasMocks = a.scan.mayHaveMocks
        let hasMarkers = a.scan.mayHaveMarkers
        // Only a file that may declare a protocol or has a mock needs its own tree here.
        let theProtocol = hasMocks || a.scan.mayDeclareProtocols ? Mocking.protocolDeclaration(at: range.lowerBound, in: a.file) : nil
        let onProtocol = theProtocol != nil
        // A generated mock already has its hooks: "Make 'FooMock' stubbable" would only stub them twice.
        if hasMocks, Mocking.existingMocks(in: a.file).contains(where: { mock in
            let start = mock.headerRange?.lowerBound ?? mock.regionRange.lowerBound
            return start <= range.lowerBound && range.lowerBound <= mock.regionRange.upperBound
        }) {
            offers.removeAll { $0.fix.kind == .rewrite && ($0.fix.id.hasPrefix("add:") || $0.fix.id.hasPrefix("addSpy:")) }
        }
        if onProtocol || hasMocks || hasMarkers {
            // Quick fixes of the findings at the range (stale mock; "Generate mock" for '@Stubbable' on a protocol).
            for finding in diagnose(a)
            where finding.code == unsupportedTypeCode || finding.diagnosticCode?.isMock == true || finding.code == Migration.code {
                // Anywhere in a protocol annotated '@Stubbable', its finding's "Generate mock" is the one offered
                // (the plain rewrite below would be the same title a second time, and leave the annotation).
                let inItsProtocol = finding.code == unsupportedTypeCode && theProtocol.map { p in
                    p.range.lowerBound <= finding.range.lowerBound && finding.range.lowerBound < p.range.upperBound
                } ?? false
                guard touches(finding.range, range) || inItsProtocol else { continue }
                for fix in finding.fixes where !offers.contains(where: { $0.fix.id == fix.id }) { offers.append((fix, nil)) }
            }
            // The rewrite, unless a quick fix with the same title is already offered.
            if let fix = Mocking.generateMockFix(in: a.file, at: range.lowerBound, context: a.mockContext, options: a.options.mocks),
               !offers.contains(where: { $0.fix.title == fix.title }) {
                offers.append((fix, nil))
            }
        }
        return offers
    }

    /// Refreshes every stale stub and every stale mock (what `stubble fix` and `source.fixAll.stubble` do):
    /// minimal, non-overlapping edits against `text`. Computed by applying the stub refresh, then the mock
    /// refresh to the result, and diffing the outcome with the original.
    /// A protocol marked for another mocking library is migrated first (`Migration.migrate`: our mock in
    /// place of the library's marker, and its import dropped when nothing else uses it).
    public static func fixAll(_ text: [UInt8], context: @autoclosure () -> MockContext = MockContext(),
                              stubs: FileStubContext = .alone) -> [TextEdit] {
        guard Migration.mayHaveMarkers(text) else { return refreshAll(text, context: context(), stubs: stubs) }
        let mocks = context()
        guard let migrated = Migration.migrate(text, context: mocks), migrated.text != text else {
            return refreshAll(text, context: mocks, stubs: stubs)
        }
        let after = TextDiff.apply(refreshAll(migrated.text, context: mocks, stubs: stubs), to: migrated.text)
        return TextDiff.edits(from: text, to: after)
    }

    /// `fixAll` of an analysed file.
    public static func fixAll(_ a: Analysis) -> [TextEdit] {
        fixAll(a.text, context: a.mockContext, stubs: a.stubs)
    }

    static func refreshAll(_ text: [UInt8], context: @autoclosure () -> MockContext, stubs: FileStubContext) -> [TextEdit] {
        let stubEdits = Stubbing.fixAll(text, context: stubs)
        guard mayHaveMocks(text) else { return stubEdits }
        // A regenerated mock can change what the rest of the file parses as (a damaged mock region can
        // swallow the declarations after it), so stubs and mocks are refreshed in turn until neither has
        // anything left to do: fixing a fixed file then changes nothing. Two rounds settle every case
        // seen; the bound keeps a pathological file from looping.
        let mocks = context()
        var current = stubEdits.isEmpty ? text : TextDiff.apply(stubEdits, to: text)
        for _ in 0..<4 {
            // Stubs were fixed last on `current`: once the mocks have nothing to do, both are settled.
            let mockEdits = mayHaveMocks(current) ? Mocking.fixAll(current, context: mocks) : []
            if mockEdits.isEmpty { break }
            current = TextDiff.apply(mockEdits, to: current)
            let again = Stubbing.fixAll(current, context: stubs)
            if again.isEmpty { break }
            current = TextDiff.apply(again, to: current)
        }
        return current == text ? [] : TextDiff.edits(from: text, to: current)
    }

    /// Whether the file may contain a generated mock (its begin marker), without parsing it.
    public static func mayHaveMocks(_ text: [UInt8]) -> Bool {
        contains(text, Array("stubble:mock:begin".utf8))
    }

    /// Whether the file may declare a protocol (the word appears), without parsing it. Front ends use it to
    /// decide which other files a change can affect.
    public static func mayDeclareProtocols(_ text: [UInt8]) -> Bool {
        contains(text, Array("protocol".utf8))
    }

    /// Whether the file can contribute to another file's mock context: it may declare a protocol, a type alias
    /// (`typealias Service = A & B`) or a generated mock. Files that cannot need not be parsed for it.
    public static func mayMatterToMocks(_ text: [UInt8]) -> Bool {
        mayDeclareProtocols(text) || contains(text, Array("typealias".utf8)) || mayHaveMocks(text)
    }

    static func touches(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool { Stubbing.contains(haystack, needle) }
}
