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
        for index in protocolFindings { GenerateMock.addInPlaceOfAnnotation(to: &findings[index], a) }
        if hasMocks { findings += Mocking.diagnose(a.file, context: a.mockContext) }
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
                fixes.append(RefreshAll.fix(edits: all))
            }
            return fixes
        }
    }

    /// Every action at `range` with its edits (an offer whose edits come out empty is left out); no fix-all.
    public static func actions(_ a: Analysis, at range: Range<Int>) -> [Fix] {
        offers(a, at: range).compactMap { offer in
            guard let resolve = offer.resolve else { return offer.fix }
            var fix = offer.fix
            fix.edits = resolve()
            return fix.edits.isEmpty ? nil : fix
        }
    }

    /// The actions at `range`, cheap: titles, kinds and ids from the analysis; a rewrite's edits are computed
    /// only when it is resolved (`resolve`), and such a fix comes with `isDeferred` set and no edits. (Quick
    /// fixes of findings have their edits: the findings computed them.) The actions are `codeActions`, each
    /// in its own file of Actions/.
    public static func offers(_ a: Analysis, at range: Range<Int>) -> [Fix] {
        offers(a, at: range).map { offer in
            var fix = offer.fix
            if offer.resolve != nil { fix.isDeferred = true }
            return fix
        }
    }

    /// The action `id` offered at `range`, with its edits; nil when it is not offered there (any more), or
    /// its edits come out empty. Computes that action only.
    public static func resolve(_ a: Analysis, id: String, at range: Range<Int>) -> Fix? {
        guard let offer = offers(a, at: range).first(where: { $0.fix.id.description == id }) else { return nil }
        guard let resolve = offer.resolve else { return offer.fix }
        var fix = offer.fix
        fix.edits = resolve()
        return fix.edits.isEmpty ? nil : fix
    }

    /// Whether the file may contain a generated mock (its begin marker), without parsing it.
    public static func mayHaveMocks(_ text: [UInt8]) -> Bool {
        MockBytes.firstOccurrence(of: MockBytes.beginWords, anchor: MockBytes.beginWordsAnchor, in: text) != nil
    }

    /// Whether the file may declare a protocol (the word appears), without parsing it. Front ends use it to
    /// decide which other files a change can affect.
    public static func mayDeclareProtocols(_ text: [UInt8]) -> Bool {
        contains(text, Array("protocol".utf8))
    }

    /// Whether the file can contribute to another file's mock context: it may declare a protocol, a type alias
    /// (`typealias Service = A & B`), a generated mock, or a type a mock's call record is `Equatable` by
    /// (`MockEquatability.mayDeclareEquatable`). Files that cannot need not be parsed for it, and a change of
    /// one cannot change another file's mocks.
    public static func mayMatterToMocks(_ text: [UInt8]) -> Bool {
        mayDeclareProtocols(text) || contains(text, Array("typealias".utf8)) || mayHaveMocks(text)
            || MockEquatability.mayDeclareEquatable(text)
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool { Stubbing.contains(haystack, needle) }
}
