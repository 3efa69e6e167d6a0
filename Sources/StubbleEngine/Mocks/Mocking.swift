import StubbleSyntax

// The public face of protocol mocks: generate, refresh, diagnose. Pure functions over parsed files.
//
// A generated mock sits right after its protocol:
//
//     #if DEBUG
//     final class FooMock: Foo {
//         // stubble:mock:begin Foo
//         ...generated members...
//         // stubble:mock:end Foo
//         ...your own members, kept by every refresh...
//     }
//     #endif
//
// A refresh rewrites the header line (`final class FooMock...: Foo {`) and what lies between the markers,
// nothing else: code you add in the mock's body outside the markers, the `#if` condition and anything
// around the mock stay as they are. The begin marker remembers the options (`strict`, `no-presets`).

public enum Mocking {
    public static let outOfDateCode = DiagnosticCode.mockOutOfDate.rawValue
    public static let refinedNotFoundCode = DiagnosticCode.mockRefinedProtocolNotFound.rawValue
    public static let unsupportedCode = DiagnosticCode.mockUnsupported.rawValue
    /// The mock lacks a witness for a requirement of its protocol, and regenerating it would not add one.
    public static let uncoveredCode = DiagnosticCode.mockDoesNotCoverProtocol.rawValue

    /// What `generate` produced: the edits, or why the protocol cannot be mocked.
    public enum Outcome: Hashable, Sendable {
        case edits([TextEdit])
        case problem(MockProblem)
        /// No protocol at that position.
        case noProtocol
    }

    // MARK: - Finding protocols and mocks

    /// The innermost protocol whose declaration (attributes to closing brace) contains `offset`.
    public static func protocolDeclaration(at offset: Int, in file: SourceFile) -> Declaration? {
        var best: Declaration?
        file.forEachDeclaration { d in
            guard d.kind == .protocol else { return }
            let end = d.memberBlock.map { $0.range.upperBound } ?? d.range.upperBound
            guard d.range.lowerBound <= offset, offset <= end else { return }
            if best == nil || d.range.count < best!.range.count { best = d }
        }
        return best
    }

    /// The protocol declared on a 1-based line (any line from its attributes to its closing brace).
    public static func protocolDeclaration(line: Int, in file: SourceFile) -> Declaration? {
        guard line >= 1, line <= file.lineIndex.lineCount else { return nil }
        let start = file.lineIndex.lineStart(line - 1)
        let end = file.lineIndex.lineContentEnd(line - 1)
        var best: Declaration?
        file.forEachDeclaration { d in
            guard d.kind == .protocol else { return }
            let declEnd = d.memberBlock.map { $0.range.upperBound } ?? d.range.upperBound
            guard d.range.lowerBound <= end, start <= declEnd else { return }
            if best == nil || d.range.count < best!.range.count { best = d }
        }
        return best
    }

    /// Every protocol in the file, in source order (nested ones too).
    public static func protocols(in file: SourceFile) -> [Declaration] {
        var result: [Declaration] = []
        file.forEachDeclaration { d in if d.kind == .protocol { result.append(d) } }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The protocols `generateAll` mocks, of a file's `protocols`: all but `StubbleDefaultProvidable`, which
    /// the tool declares for its mocks' default values.
    static func protocolsToMock(in protocols: [Declaration]) -> [Declaration] {
        protocols.filter { $0.name != MockDefaultsDeclaration.protocolName }
    }

    /// A generated mock found in the text by its markers.
    struct ExistingMock {
        var protocolName: String
        var options: MockOptions
        /// From the first non-blank character of the header line to just after its `{`.
        var headerRange: Range<Int>?
        /// The mock's name in the header (for diagnostics).
        var nameRange: Range<Int>?
        /// From the start of the begin marker's line to the end of the end marker's line.
        var regionRange: Range<Int>
        /// The indentation of the header line.
        var baseIndent: String
        /// When the header is not the generated one (the user renamed the class): the name of the class or actor
        /// around the region, which the regenerated code must name (`init(_ configure: (TestClock) ...)`).
        var renamedClass: String? = nil
    }

    static func existingMocks(in file: SourceFile) -> [ExistingMock] {
        let bytes = file.bytes
        var result: [ExistingMock] = []
        // A begin marker's line holds these bytes: a file without them has no mock, and its lines need not be
        // read one by one (that took a seventh of `mock --all` over a package without mocks).
        guard Engine.mayHaveMocks(bytes) else { return result }
        let lineCount = file.lineIndex.lineCount
        var line = 0
        while line < lineCount {
            let start = file.lineIndex.lineStart(line)
            let end = file.lineIndex.lineContentEnd(line)
            let text = file.text(start..<end)
            let trimmed = text.mockTrimmed()
            guard trimmed.hasPrefix("// stubble:mock:begin ") else { line += 1; continue }
            let words = trimmed.dropFirst("// stubble:mock:begin ".count).split(separator: " ").map(String.init)
            guard let name = words.first else { line += 1; continue }
            var options = MockOptions()
            options.strict = words.contains("strict")
            options.presets = !words.contains("no-presets")
            // The end marker.
            var endLine = line + 1
            var found = false
            while endLine < lineCount {
                let t = file.text(file.lineIndex.lineStart(endLine)..<file.lineIndex.lineContentEnd(endLine)).mockTrimmed()
                if t == "// stubble:mock:end " + name || t == "// stubble:mock:end" { found = true; break }
                if t.hasPrefix("// stubble:mock:begin ") { break }
                endLine += 1
            }
            guard found else { line += 1; continue }
            let regionStart = start
            let regionEnd = file.lineIndex.lineContentEnd(endLine)
            // The header: the previous non-blank line, ending with `{`, declaring `NameMock`.
            var headerRange: Range<Int>?
            var nameRange: Range<Int>?
            var baseIndent = String(text.prefix { $0 == " " || $0 == "\t" })
            var previous = line - 1
            while previous >= 0 {
                let s = file.lineIndex.lineStart(previous)
                let e = file.lineIndex.lineContentEnd(previous)
                let t = file.text(s..<e)
                if t.mockTrimmed().isEmpty { previous -= 1; continue }
                let mockName = name + "Mock"
                let indentCount = t.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
                if t.mockTrimmed().hasSuffix("{"), let nameOffset = wordOffset(of: mockName, in: bytes, range: s..<e),
                   isMockHeader(bytes, declaration: (s + indentCount)..<nameOffset, rest: (nameOffset + mockName.utf8.count)..<e) {
                    baseIndent = String(t.prefix(indentCount))
                    var braceEnd = e
                    while braceEnd > s, bytes[braceEnd - 1] != UInt8(ascii: "{") { braceEnd -= 1 }
                    headerRange = (s + indentCount)..<braceEnd
                    nameRange = nameOffset..<(nameOffset + mockName.utf8.count)
                }
                break
            }
            if headerRange == nil {
                // No header (the class was renamed): the region is one level inside the class, so the class's
                // indentation is the marker's less one level. (Taking the marker's own indented the region one
                // level deeper at every refresh; found by fuzzing.)
                if baseIndent.hasSuffix("    ") { baseIndent.removeLast(4) } else if baseIndent.hasSuffix("\t") { baseIndent.removeLast() } else { baseIndent = "" }
            }
            var mock = ExistingMock(protocolName: name, options: options, headerRange: headerRange, nameRange: nameRange,
                                    regionRange: regionStart..<regionEnd, baseIndent: baseIndent)
            if headerRange == nil { mock.renamedClass = enclosingClass(of: regionStart, in: file)?.name }
            result.append(mock)
            line = endLine + 1
        }
        return result
    }

    /// The innermost class or actor whose body holds `offset`.
    static func enclosingClass(of offset: Int, in file: SourceFile) -> Declaration? {
        var best: Declaration?
        file.forEachDeclaration { d in
            guard d.kind == .class || d.kind == .actor, let body = d.memberBlock?.range,
                  body.lowerBound < offset, offset < body.upperBound else { return }
            if best == nil || body.count < best!.memberBlock!.range.count { best = d }
        }
        return best
    }

    /// Whether a line that names the mock and ends with `{` is the mock's declaration: before the name only
    /// attributes and modifiers, then `class` or `actor`; after it no comment. Anything else on that line is the
    /// user's (a comment, a member whose declaration runs on, ...), which a refresh must never take for the header
    /// and rewrite. (Found by fuzzing: `func make() -> S// stubble: ... class FooMock: Foo {` lost its `func`.)
    static func isMockHeader(_ bytes: [UInt8], declaration: Range<Int>, rest: Range<Int>) -> Bool {
        let words = String(decoding: bytes[declaration], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.last, keyword == "class" || keyword == "actor" else { return false }
        let modifiers: Set<Substring> = ["final", "open", "public", "package", "internal", "fileprivate", "private", "nonisolated"]
        for word in words.dropLast() where !modifiers.contains(word) {
            guard word.first == "@", !word.contains("//"), !word.contains("/*") else { return false }
        }
        let after = String(decoding: bytes[rest], as: UTF8.self)
        return !after.contains("//") && !after.contains("/*")
    }

    /// Offset of `word` as a whole identifier inside `range`.
    static func wordOffset(of word: String, in bytes: [UInt8], range: Range<Int>) -> Int? {
        let w = Array(word.utf8)
        guard !w.isEmpty, range.count >= w.count else { return nil }
        func isIdent(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        var i = range.lowerBound
        while i + w.count <= range.upperBound {
            if Array(bytes[i..<(i + w.count)]) == w,
               i == range.lowerBound || !isIdent(bytes[i - 1]),
               i + w.count == range.upperBound || !isIdent(bytes[i + w.count]) {
                return i
            }
            i += 1
        }
        return nil
    }

    // MARK: - Generating

    /// Generates (or, when it exists, regenerates) the mock of the protocol at `offset`.
    /// `context` holds the other files of the workspace, for refined protocols declared elsewhere.
    public static func generate(protocolAt offset: Int, in file: SourceFile, context: MockContext = MockContext(),
                                options: MockOptions = MockOptions()) -> Outcome {
        guard let decl = protocolDeclaration(at: offset, in: file) else { return .noProtocol }
        return generate(decl, in: file, context: context, options: options)
    }

    public static func generate(_ decl: Declaration, in file: SourceFile, context: MockContext = MockContext(),
                                options: MockOptions = MockOptions()) -> Outcome {
        let context = context.including(file)
        let known = knownMocks(file: file, context: context, extra: [])
        switch plan(decl, in: file, context: context, options: options, knownMocks: known) {
        case .success(let planned):
            var edits = planned.edits
            if !edits.isEmpty, let imports = importEdit(file, modules: planned.modules) { edits.append(imports) }
            if !edits.isEmpty { edits = MockDefaultsDeclaration.adding(to: edits, in: file, context: context) }
            return .edits(sortedEdits(edits))
        case .failure(let problem): return .problem(problem)
        }
    }

    /// Mocks every protocol of the file (refreshing existing mocks). Protocols that cannot be mocked are
    /// returned as problems and get no code.
    /// `read`: what `MockContext.readMocks(of: file)` found in a context that differs from `context` in its
    /// anticipated mocks and defaults home at most (neither changes what a protocol reads as), reused instead of
    /// read again.
    public static func generateAll(in file: SourceFile, context: MockContext = MockContext(),
                                   options: MockOptions = MockOptions(),
                                   read earlier: MockFileReading? = nil) -> (edits: [TextEdit], problems: [MockProblem]) {
        finishAll(draftAll(in: file, context: context, options: options, read: earlier), in: file, context: context)
    }

    /// What `generateAll` makes of a file before the declaration of `StubbleDefaultProvidable` is added: the one
    /// step that reads the context's defaults home (`MockContext.defaultsHome`). A `mock --all` run drafts every
    /// file on every core, then chooses the home from the drafts (`MockContext.choosingDefaultsHome`) and
    /// finishes each (`finishAll`); choosing it by generating the files one by one took a fifteenth of the run,
    /// on one core, and generated those files twice.
    public struct MockFileDraft: Sendable {
        /// The edits, imports included, unsorted.
        var edits: [TextEdit]
        var problems: [MockProblem]
    }

    /// `generateAll` up to the defaults declaration (see `MockFileDraft`); `read` as there.
    static func draftAll(in file: SourceFile, context: MockContext, options: MockOptions,
                         read earlier: MockFileReading?) -> MockFileDraft {
        let protocols = protocols(in: file)
        // No protocol, no edit (a run drafts every file it is given, for the defaults home).
        if protocols.isEmpty { return MockFileDraft(edits: [], problems: []) }
        let context = context.including(file)
        // Which protocols will have a mock (their mocks may serve as defaults for the others).
        // Each protocol read once (the list of mockable ones read them all, then each plan read its own again).
        var models: [ProtocolKey: Result<MockedProtocol, MockProblem>] = earlier?.models ?? [:]
        func read(_ d: Declaration) -> Result<MockedProtocol, MockProblem> {
            let key = ProtocolKey(offset: d.range.lowerBound, name: d.name)
            if let model = models[key] { return model }
            let model = ProtocolReader.read(d, in: file, context: context)
            models[key] = model
            return model
        }
        let known = knownMocks(file: file, context: context,
                               extra: earlier?.mockable ?? mockableProtocols(in: file, context: context, read: read))
        var edits: [TextEdit] = []
        var problems: [MockProblem] = []
        var modules: Set<String> = []
        // The file's mocks and protocols, found once for all its protocols (each plan looked for them again:
        // a file of many protocols took time growing with their square).
        let mocks = existingMocks(in: file)
        for decl in protocolsToMock(in: protocols) {
            switch plan(decl, in: file, context: context, options: options, knownMocks: known, protocols: protocols, mocks: mocks, read: read) {
            case .success(let planned):
                edits += planned.edits
                if !planned.edits.isEmpty { modules.formUnion(planned.modules) }
            case .failure(let p):
                problems.append(p)
            }
        }
        if !edits.isEmpty, let imports = importEdit(file, modules: modules) { edits.append(imports) }
        return MockFileDraft(edits: edits, problems: problems)
    }

    /// `generateAll`'s result from its draft, in a context that may differ from the draft's in its defaults
    /// home only.
    static func finishAll(_ draft: MockFileDraft, in file: SourceFile,
                          context: MockContext) -> (edits: [TextEdit], problems: [MockProblem]) {
        var edits = draft.edits
        if !edits.isEmpty { edits = MockDefaultsDeclaration.adding(to: edits, in: file, context: context.including(file)) }
        return (sortedEdits(edits), draft.problems)
    }

    /// Regenerates every existing mock of the file whose text differs from what the protocol asks for
    /// (the `source.fixAll.stubble` / `stubble fix` part for mocks).
    public static func refreshAll(in file: SourceFile, context: MockContext = MockContext()) -> [TextEdit] {
        let context = context.including(file)
        var edits: [TextEdit] = []
        let known = knownMocks(file: file, context: context, extra: [])
        var modules: Set<String> = []
        let mocks = existingMocks(in: file)
        let allProtocols = protocols(in: file)
        for mock in mocks {
            guard let decl = allProtocols.first(where: { $0.name == mock.protocolName }) else { continue }
            if case .success(let planned) = refresh(mock, decl, in: file, context: context, knownMocks: known, mocks: mocks) {
                edits += planned.edits
                if !planned.edits.isEmpty { modules.formUnion(planned.modules) }
            }
        }
        if !edits.isEmpty, let imports = importEdit(file, modules: modules) { edits.append(imports) }
        // The file's mocks may need the defaults protocol though none changed (its declaration was removed).
        if !mocks.isEmpty { edits = MockDefaultsDeclaration.adding(to: edits, in: file, context: context) }
        return sortedEdits(edits)
    }

    /// "Generate mock" (or "Regenerate mock") for the protocol at `offset`, for editors' code actions and as
    /// the fix of "'@Stubbable' cannot be applied to protocols". Nil when there is no mockable protocol there.
    public static func generateMockFix(protocolAt offset: Int, in file: SourceFile, context: MockContext = MockContext(),
                                       options: MockOptions = MockOptions()) -> Fix? {
        guard let decl = protocolDeclaration(at: offset, in: file) else { return nil }
        guard case .edits(let edits) = generate(decl, in: file, context: context, options: options), !edits.isEmpty else { return nil }
        let exists = existingMocks(in: file).contains { $0.protocolName == decl.name }
        return GenerateMock.fix(protocolName: decl.name, exists: exists, edits: edits)
    }

    // MARK: - Byte-text conveniences (the stub engine's calling convention)

    /// Findings for the mocks in a file's text; see `diagnose(_:context:)`.
    public static func diagnose(_ text: [UInt8], context: MockContext = MockContext()) -> [Finding] {
        diagnose(SourceFile(text), context: context)
    }

    /// The mocks' part of `source.fixAll.stubble` / `stubble fix`: every stale mock regenerated.
    public static func fixAll(_ text: [UInt8], context: MockContext = MockContext()) -> [TextEdit] {
        refreshAll(in: SourceFile(text), context: context)
    }

    /// "Generate mock" / "Regenerate mock" for the protocol at `offset` (also when `offset` is inside its mock).
    /// The fix for "'@Stubbable' cannot be applied to protocols".
    public static func generateMockFix(_ text: [UInt8], protocolAt offset: Int, context: MockContext = MockContext(),
                                       options: MockOptions = MockOptions()) -> Fix? {
        generateMockFix(in: SourceFile(text), at: offset, context: context, options: options)
    }

    /// `generateMockFix(_:protocolAt:)` on a file already parsed.
    public static func generateMockFix(in file: SourceFile, at offset: Int, context: MockContext = MockContext(),
                                       options: MockOptions = MockOptions()) -> Fix? {
        if protocolDeclaration(at: offset, in: file) != nil {
            return generateMockFix(protocolAt: offset, in: file, context: context, options: options)
        }
        // Inside a generated mock: regenerate it.
        for mock in existingMocks(in: file) {
            let start = mock.headerRange?.lowerBound ?? mock.regionRange.lowerBound
            guard start <= offset, offset <= mock.regionRange.upperBound,
                  let decl = protocols(in: file).first(where: { $0.name == mock.protocolName }) else { continue }
            return generateMockFix(protocolAt: decl.range.lowerBound, in: file, context: context, options: options)
        }
        return nil
    }

    /// Code actions at a selection: generate or regenerate the mock of the protocol (or mock) there.
    public static func actions(_ text: [UInt8], at range: Range<Int>, context: MockContext = MockContext(),
                               options: MockOptions = MockOptions()) -> [Fix] {
        generateMockFix(text, protocolAt: range.lowerBound, context: context, options: options).map { [$0] } ?? []
    }

    // MARK: - Diagnosing

    /// For every generated mock in the file: out of date with its protocol (fix: regenerate), or its protocol
    /// cannot be read (a refined protocol not found in the given files, something unsupported).
    public static func diagnose(_ file: SourceFile, context: MockContext = MockContext()) -> [Finding] {
        let context = context.including(file)
        var findings: [Finding] = []
        let known = knownMocks(file: file, context: context, extra: [])
        let allProtocols = protocols(in: file)
        let mocks = existingMocks(in: file)
        var leftAlone: Set<String> = []
        for mock in mocks {
            let at = mock.nameRange ?? mock.regionRange
            let range = at.isEmpty ? at.lowerBound..<(at.lowerBound + 1) : at
            guard let decl = allProtocols.first(where: { $0.name == mock.protocolName }) else { continue }
            if let problem = mockLeftAlone(mock, decl, in: file, mocks: mocks) {
                // Said once per protocol (several mocks of one protocol have one reason, at the protocol).
                guard leftAlone.insert(decl.name).inserted else { continue }
                findings.append(Finding(code: unsupportedCode, severity: .warning,
                                        message: "Cannot mock '\(decl.name)': \(problem.reason)", range: problem.range))
                continue
            }
            switch ProtocolReader.read(decl, in: file, context: context) {
            case .failure(let problem):
                findings.append(Finding(code: problem.isMissingProtocol ? refinedNotFoundCode : unsupportedCode,
                                        severity: problem.isMissingProtocol ? .error : .warning,
                                        message: "Cannot mock '\(decl.name)': \(problem.reason)", range: problem.range))
                continue
            case .success(let model):
                let generator = MockGenerator(proto: model, options: mock.options, knownMocks: Mocking.knownMocks(known, without: decl.name), className: mock.renamedClass, equatableTypes: context.equatableLookup, protocolNames: context.protocolNameLookup)
                let classLines = generator.classText(baseIndent: "")
                if let problem = coverageProblem(model, generator, decl, classLines: classLines) {
                    // The mock cannot be brought up to date: say which requirement it would not cover.
                    findings.append(Finding(code: uncoveredCode, severity: .error,
                                            message: "'\(mock.renamedClass ?? decl.name + "Mock")' does not cover protocol '\(decl.name)', and cannot be regenerated: \(problem.reason)",
                                            range: problem.range))
                    continue
                }
                let newRegion = regionText(indented(classLines, by: mock.baseIndent))
                let oldRegion = file.text(mock.regionRange)
                let newHeader = generator.header()
                let oldHeader = mock.headerRange.map { file.text($0) } ?? newHeader
                // (A mock an earlier version wrote with `any Decoder`, `inout Hasher` is not out of date for that alone;
                // regenerating it writes `Swift.…`.)
                let sameRegion = normalized(newRegion) == normalized(oldRegion) || normalized(Expander.unqualifiedStandardNames(newRegion)) == normalized(oldRegion)
                if sameRegion, normalized(newHeader) == normalized(oldHeader) { continue }
                let summary = changeSummary(old: oldRegion, new: newRegion, headerChanged: normalized(newHeader) != normalized(oldHeader))
                var edits = refreshEdits(mock, generator: generator)
                if let imports = importEdit(file, modules: requiredModules(model, generator)) { edits = sortedEdits(edits + [imports]) }
                let fix = GenerateMock.staleFix(protocolName: decl.name, mockName: mock.renamedClass ?? decl.name + "Mock",
                                                at: mock.regionRange.lowerBound, edits: edits)
                findings.append(Finding(code: outOfDateCode, severity: .warning,
                                        message: "'\(mock.renamedClass ?? decl.name + "Mock")' no longer matches protocol '\(decl.name)': \(summary)",
                                        range: range, fixes: [fix]))
            }
        }
        // Mocks that ask for a default of the user's own need the protocol declared once in the module.
        if !mocks.isEmpty, let insertion = MockDefaultsDeclaration.missing(in: file, after: [], context: context),
           let first = mocks.first(where: { MockDefaultsDeclaration.uses(Array(file.bytes[$0.regionRange])) }) {
            let at = first.nameRange ?? first.regionRange
            let fix = DeclareMockDefaults.fix(edits: [insertion])
            findings.append(Finding(code: MockDefaultsDeclaration.findingCode, severity: .error,
                                    message: "'\(MockDefaultsDeclaration.protocolName)' is declared in none of the given files; the mocks here use it (Stubble declares it once per module)",
                                    range: at.isEmpty ? at.lowerBound..<(at.lowerBound + 1) : at, fixes: [fix]))
        }
        return findings
    }

    // MARK: - Internals

    /// The invariant: the generated mock has a witness for every requirement of the protocol, read back from the
    /// generated text and compared by full signature (`MockCoverage`). Nil when it holds; else the requirement
    /// it would miss. A generator that cannot write a witness refuses rather than writing a mock that does not
    /// conform.
    /// `classLines`: `generator.classText(baseIndent: "")`, when the caller has it (it writes the mock from the
    /// same lines, `indented`: generating the mock's text twice was a sixth of `mock --all`).
    /// `classBytes`: those lines joined, as bytes, when the caller has them so (`MockGenerator.classBytes`).
    static func coverageProblem(_ model: MockedProtocol, _ generator: MockGenerator, _ decl: Declaration,
                                classLines: [String]? = nil, classBytes: [UInt8]? = nil) -> MockProblem? {
        let bytes = classBytes ?? Array((classLines ?? generator.classText(baseIndent: "")).joined(separator: "\n").utf8)
        guard let missing = MockCoverage.firstUncovered(model, classBytes: bytes, mockName: generator.mockName) else { return nil }
        return MockProblem(protocolName: decl.name,
                           reason: "its mock would have no witness for requirement '\(MockCoverage.display(missing))' (no generated member matches its full signature)",
                           range: ProtocolReader.nonEmpty(decl.nameRange, decl.range))
    }

    /// What a file's protocols read as (`ProtocolReader.read`) and which of them are mockable
    /// (`mockableProtocols`), found once by `MockContext.readMocks(of:)` for both `anticipatingMocks` and
    /// `generateAll` (a `mock --all` run read every protocol twice).
    public struct MockFileReading: Sendable {
        var models: [ProtocolKey: Result<MockedProtocol, MockProblem>]
        var mockable: [String]

        /// About how much work the file's mocks are, for ordering work only: its protocols and their requirements,
        /// counted. (A run drafts the costliest files first, so that no core is left alone with a big file at the
        /// end: in path order swift-nio's `_NIOFileSystem` comes last.)
        public var cost: Int {
            var cost = 0
            for model in models.values {
                cost += 1
                if case .success(let proto) = model { cost += proto.declared.count }
            }
            return cost
        }
    }

    /// `MockFileReading` of a file in a context (`context.including(file)`).
    static func reading(_ file: SourceFile, context: MockContext) -> MockFileReading {
        let context = context.including(file)
        var models: [ProtocolKey: Result<MockedProtocol, MockProblem>] = [:]
        let mockable = mockableProtocols(in: file, context: context, read: { d in
            let model = ProtocolReader.read(d, in: file, context: context)
            models[ProtocolKey(offset: d.range.lowerBound, name: d.name)] = model
            return model
        })
        return MockFileReading(models: models, mockable: mockable)
    }

    /// A protocol declaration of a file, for remembering what it reads as.
    struct ProtocolKey: Hashable, Sendable {
        var offset: Int
        var name: String
    }

    /// Edits for one mock, and the modules the file must import for it (added once by the caller).
    struct Planned {
        var edits: [TextEdit]
        var modules: Set<String>
    }

    /// `Foundation` for the lock, and the modules the files of refined protocols import (their requirements'
    /// types come from there).
    static func requiredModules(_ model: MockedProtocol, _ generator: MockGenerator) -> Set<String> {
        var statements = Set(model.imports)
        if generator.locked { statements.insert("import Foundation") }
        return statements
    }

    /// Why the protocol's mock has no place in the file, whatever the protocol says; nil when it has one.
    /// `protocols` and `mocks`: the file's, when the caller has them already.
    static func placeProblem(_ decl: Declaration, in file: SourceFile, protocols: [Declaration]? = nil,
                             mocks: [ExistingMock]? = nil) -> MockProblem? {
        // Mocks are named after their protocol: two protocols of one name (an invalid redeclaration, e.g. a
        // pasted copy) would get two mocks that each look stale against the other protocol (found by fuzzing).
        if (protocols ?? Mocking.protocols(in: file)).lazy.filter({ $0.name == decl.name }).dropFirst().first != nil {
            return MockProblem(protocolName: decl.name, reason: "more than one protocol named '\(decl.name)' in this file",
                               range: ProtocolReader.nonEmpty(decl.nameRange, decl.range))
        }
        // A protocol inside another protocol's generated mock (its end marker is further down than the
        // protocol) would get its mock inserted into a region that the refresh of that mock replaces: the two
        // edits overlapped (found by fuzzing).
        if let host = (mocks ?? existingMocks(in: file)).first(where: { $0.protocolName != decl.name && $0.regionRange.contains(decl.range.lowerBound) }) {
            return MockProblem(protocolName: decl.name, reason: "it is inside the generated mock of '\(host.protocolName)'",
                               range: ProtocolReader.nonEmpty(decl.nameRange, decl.range))
        }
        return nil
    }

    /// A protocol read into its model (`ProtocolReader.read` in the file and context at hand), maybe remembered.
    typealias Reader = (Declaration) -> Result<MockedProtocol, MockProblem>

    /// `protocols` and `mocks`: the file's, when the caller has them already. `read`: `ProtocolReader.read` in
    /// this file and context, remembered by the caller (`generateAll` read each protocol twice).
    static func plan(_ decl: Declaration, in file: SourceFile, context: MockContext, options: MockOptions,
                     knownMocks: [String: String], protocols: [Declaration]? = nil, mocks: [ExistingMock]? = nil,
                     read: Reader? = nil) -> Result<Planned, MockProblem> {
        let mocks = mocks ?? existingMocks(in: file)
        if let problem = placeProblem(decl, in: file, protocols: protocols, mocks: mocks) { return .failure(problem) }
        if let mock = mocks.first(where: { $0.protocolName == decl.name }) {
            return refresh(mock, decl, in: file, context: context, knownMocks: knownMocks, mocks: mocks, read: read)
        }
        let model: MockedProtocol
        switch read?(decl) ?? ProtocolReader.read(decl, in: file, context: context) {
        case .success(let m): model = m
        case .failure(let p): return .failure(p)
        }
        let generator = MockGenerator(proto: model, options: options, knownMocks: Mocking.knownMocks(knownMocks, without: decl.name), equatableTypes: context.equatableLookup, protocolNames: context.protocolNameLookup)
        let header = generator.header(), body = generator.bodyLines()
        let unindented = generator.classBytes(baseIndent: "", header: header, body: body)
        if let problem = coverageProblem(model, generator, decl, classBytes: unindented.bytes) { return .failure(problem) }
        guard let closing = decl.memberBlock?.rightBrace else {
            return .failure(MockProblem(protocolName: decl.name, reason: "the protocol's body is not closed",
                                        range: ProtocolReader.nonEmpty(decl.nameRange, decl.range)))
        }
        let insertAt = file.lineIndex.lineContentEnd(file.lineIndex.line(of: closing))
        let indent = decl.indentation
        // An empty line, the `#if`, the class's lines indented as the protocol, the `#endif`; the class's bytes
        // are those of the coverage check when the protocol is not indented.
        let classBytes = indent.isEmpty ? unindented.bytes : generator.classBytes(baseIndent: indent, header: header, body: body).bytes
        var text = GeneratedText(capacity: classBytes.count + 2 * indent.utf8.count + 64)
        text.add("\n")
        if let condition = options.condition.conditionText { text.add("\n"); text.add(indent); text.add("#if "); text.add(condition) }
        text.add("\n")
        text.add(bytes: classBytes)
        if options.condition.conditionText != nil { text.add("\n"); text.add(indent); text.add("#endif") }
        let edits = [TextEdit(range: insertAt..<insertAt, newText: text.text)]
        return .success(Planned(edits: edits, modules: requiredModules(model, generator)))
    }

    /// The protocol's own mock inside the protocol's body (a closing brace went missing mid-edit): the mock's
    /// members would read as requirements, and every refresh would write a bigger mock (found by fuzzing). Such a
    /// mock is left alone, with this reason.
    ///
    /// Likewise a region whose brackets do not balance in a file that parses: the code around it then leans on
    /// the region's brackets, and a regenerated region (always balanced) would change what it parses as (found by
    /// fuzzing: a paste cut a method of the mock in two, and the end marker the region reached belonged to the
    /// pasted copy). In a file that does not parse, regenerating the damaged region is the repair, and is kept.
    ///
    /// And a protocol with more than one mock in the file (one pasted twice, or markers left from a paste): each
    /// region names the class around it, and a refresh of one could change which class is around the other, so
    /// that refreshing again wrote it anew (found by fuzzing). Its mocks are left alone, with this reason.
    /// `mocks`: the file's (`existingMocks`).
    static func mockLeftAlone(_ mock: ExistingMock, _ decl: Declaration, in file: SourceFile,
                              mocks: [ExistingMock]) -> MockProblem? {
        let at = ProtocolReader.nonEmpty(decl.nameRange, decl.range)
        if mocks.lazy.filter({ $0.protocolName == decl.name }).dropFirst().first != nil {
            return MockProblem(protocolName: decl.name, reason: "more than one mock of '\(decl.name)' in this file", range: at)
        }
        if let body = decl.memberBlock?.range, body.contains(mock.regionRange.lowerBound) {
            return MockProblem(protocolName: decl.name, reason: "its mock is inside the protocol's body (is a closing brace missing?)", range: at)
        }
        if file.errors.isEmpty, !bracketsBalance(Array(file.bytes[mock.regionRange])) {
            return MockProblem(protocolName: decl.name, reason: "the brackets between its mock's markers do not balance (was the generated code edited?)", range: at)
        }
        return nil
    }

    /// Whether every `(`, `[` and `{` in the text closes, in order (strings and comments do not count).
    static func bracketsBalance(_ text: [UInt8]) -> Bool { Stubbing.Analysis.bracketsBalance(text) }

    static func refresh(_ mock: ExistingMock, _ decl: Declaration, in file: SourceFile, context: MockContext,
                        knownMocks: [String: String], mocks: [ExistingMock], read: Reader? = nil) -> Result<Planned, MockProblem> {
        if let problem = mockLeftAlone(mock, decl, in: file, mocks: mocks) { return .failure(problem) }
        switch read?(decl) ?? ProtocolReader.read(decl, in: file, context: context) {
        case .failure(let p): return .failure(p)
        case .success(let model):
            let generator = MockGenerator(proto: model, options: mock.options, knownMocks: Mocking.knownMocks(knownMocks, without: decl.name), className: mock.renamedClass, equatableTypes: context.equatableLookup, protocolNames: context.protocolNameLookup)
            let header = generator.header(), body = generator.bodyLines()
            let unindented = generator.classBytes(baseIndent: "", header: header, body: body)
            if let problem = coverageProblem(model, generator, decl, classBytes: unindented.bytes) { return .failure(problem) }
            var edits: [TextEdit] = []
            let indented = mock.baseIndent.isEmpty ? unindented : generator.classBytes(baseIndent: mock.baseIndent, header: header, body: body)
            // Equal bytes are equal text; else the texts are compared as before (as `String`s, which are equal
            // when canonically equivalent).
            let old = mock.regionRange.clamped(to: 0..<file.bytes.count)
            if !file.bytes[old].elementsEqual(indented.bytes[indented.region]) {
                let newRegion = indented.regionText
                if file.text(mock.regionRange) != newRegion {
                    edits.append(TextEdit(range: mock.regionRange, newText: newRegion))
                }
            }
            if let headerRange = mock.headerRange, file.text(headerRange) != header {
                edits.append(TextEdit(range: headerRange, newText: header))
            }
            return .success(Planned(edits: edits, modules: requiredModules(model, generator)))
        }
    }

    static func refreshEdits(_ mock: ExistingMock, generator: MockGenerator) -> [TextEdit] {
        var edits = [TextEdit(range: mock.regionRange, newText: regionText(generator, baseIndent: mock.baseIndent))]
        if let headerRange = mock.headerRange { edits.append(TextEdit(range: headerRange, newText: generator.header())) }
        return sortedEdits(edits)
    }

    /// The begin marker through the end marker, indented one level below `baseIndent`.
    static func regionText(_ generator: MockGenerator, baseIndent: String) -> String {
        regionText(generator.classText(baseIndent: baseIndent))
    }

    /// The region of a mock's `classText` lines.
    static func regionText(_ lines: [String]) -> String {
        // classText: header, region lines..., closing brace.
        return lines.dropFirst().dropLast().joined(separator: "\n")
    }

    /// `classText(baseIndent: baseIndent)` from `classText(baseIndent: "")`: every line but the empty ones
    /// indented (as `MockGenerator.classText` does).
    static func indented(_ lines: [String], by baseIndent: String) -> [String] {
        baseIndent.isEmpty ? lines : lines.map { $0.isEmpty ? "" : baseIndent + $0 }
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// "'fetch(id:)' added; 'reset()' removed; 'load()' changed".
    static func changeSummary(old: String, new: String, headerChanged: Bool) -> String {
        func sections(_ text: String) -> [(String, String)] {
            var result: [(String, String)] = []
            var current: String?
            var body = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let t = line.mockTrimmedSubstring()
                if t.hasPrefix("// MARK: ") {
                    if let current { result.append((current, normalized(body))) }
                    current = String(t.dropFirst("// MARK: ".count))
                    body = ""
                } else if current != nil, !t.hasPrefix("// stubble:mock:end") {
                    body += t + "\n"
                }
            }
            if let current { result.append((current, normalized(body))) }
            return result
        }
        let oldSections = sections(old)
        let newSections = sections(new)
        let oldNames = Dictionary(oldSections, uniquingKeysWith: { a, _ in a })
        let newNames = Dictionary(newSections, uniquingKeysWith: { a, _ in a })
        var parts: [String] = []
        var added = newSections.map(\.0).filter { oldNames[$0] == nil }
        var removed = oldSections.map(\.0).filter { newNames[$0] == nil }
        var changed = newSections.filter { oldNames[$0.0] != nil && oldNames[$0.0] != $0.1 }.map(\.0)
        // The reset lists every member's records: named only when nothing else changed.
        if !(added + removed + changed).allSatisfy({ $0 == MockGenerator.resetSection }) {
            added.removeAll { $0 == MockGenerator.resetSection }
            removed.removeAll { $0 == MockGenerator.resetSection }
            changed.removeAll { $0 == MockGenerator.resetSection }
        }
        func list(_ names: [String]) -> String {
            let shown = names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return names.count > 3 ? shown + " and \(names.count - 3) more" : shown
        }
        if !added.isEmpty { parts.append(list(added) + " added") }
        if !removed.isEmpty { parts.append(list(removed) + " removed") }
        if !changed.isEmpty { parts.append(list(changed) + " changed") }
        if parts.isEmpty { parts.append(headerChanged ? "its declaration changed" : "generated code was edited") }
        return parts.joined(separator: "; ")
    }

    /// The protocols of `file` that `generateAll` gives a mock and whose mock may serve as another mock's
    /// default value: readable, without associated types, not bound to a global actor.
    /// A protocol whose mock has no place (`placeProblem`) or whose body is not closed gets no mock, so it is not
    /// one (found by fuzzing: a protocol declared twice was a default, `AssertionEffectMock()`, that nothing wrote,
    /// and the refresh then disagreed with the generation).
    static func mockableProtocols(in file: SourceFile, context: MockContext, read: Reader? = nil) -> [String] {
        var names: [String] = []
        let all = protocols(in: file), mocks = existingMocks(in: file)
        for decl in all where decl.name != MockDefaultsDeclaration.protocolName
            && decl.memberBlock?.rightBrace != nil && placeProblem(decl, in: file, protocols: all, mocks: mocks) == nil {
            if case .success(let model) = read?(decl) ?? ProtocolReader.read(decl, in: file, context: context),
               model.associatedTypes.isEmpty, model.globalActor == nil {
                names.append(decl.name)
            }
        }
        return names
    }

    /// Mocks that may serve as another mock's default: non-generic, not actor-bound, already in the file or a
    /// given file, about to be generated in this file (`extra`) or in another file of the same run
    /// (`MockContext.anticipatingMocks`).
    static func knownMocks(file: SourceFile, context: MockContext, extra: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in extra { result[name] = name + "Mock" }
        for name in context.anticipatedMocks { result[name] = name + "Mock" }
        for name in context.mockedProtocols {
            if let found = context.lookup(name),
               found.declaration.members.contains(where: { $0.kind == .associatedType })
                || found.declaration.attributes.contains(where: { $0.name.hasSuffix("Actor") }) { continue }
            result[name] = name + "Mock"
        }
        return result
    }

    /// `known` without `name`: a mock is never its own default. Removing the one key copies the table once, where
    /// `filter` hashed every key again, for every protocol of a run.
    static func knownMocks(_ known: [String: String], without name: String) -> [String: String] {
        var result = known
        result.removeValue(forKey: name)
        return result
    }

    /// One insertion adding each import statement whose module the file does not import unconditionally at
    /// top level (an import inside `#if` may not be there on every platform, e.g. FoundationEssentials instead
    /// of Foundation), after the last top-level import.
    static func importEdit(_ file: SourceFile, modules statements: Set<String>) -> TextEdit? {
        var imported: Set<String> = []
        var lastImportEnd: Int?
        for d in file.declarations where d.kind == .import {
            imported.insert(moduleName(d))
            lastImportEnd = d.range.upperBound
        }
        var lines: [String] = []
        // Statements with an access level first, so `public import X` wins over `import X`.
        for statement in statements.sorted(by: { ($0.hasPrefix("import") ? 1 : 0, $0) < ($1.hasPrefix("import") ? 1 : 0, $1) }) {
            let module = String(statement.split(separator: " ").last?.split(separator: ".").first ?? "")
            guard !module.isEmpty, imported.insert(module).inserted else { continue }
            lines.append(statement)
        }
        if lines.isEmpty { return nil }
        lines.sort { moduleOf($0) < moduleOf($1) }
        if let end = lastImportEnd {
            return TextEdit(range: end..<end, newText: "\n" + lines.joined(separator: "\n"))
        }
        let start = file.declarations.first.map { firstImportPlace($0, in: file) } ?? 0
        return TextEdit(range: start..<start, newText: lines.joined(separator: "\n") + "\n\n")
    }

    /// Where the first import goes in a file without imports: after the file's header comment and before the first
    /// declaration's doc comment, which stays attached to its declaration. The comments glued to the declaration
    /// (no blank line between) are its own, unless they start the file: those are the header, and only their
    /// trailing doc comments belong to the declaration.
    static func firstImportPlace(_ decl: Declaration, in file: SourceFile) -> Int {
        let comments = decl.comments
        func glued(_ from: Int, _ to: Int) -> Bool {
            from <= to && file.bytes[from..<to].lazy.filter { $0 == UInt8(ascii: "\n") }.count <= 1
        }
        // The run of comments glued to each other and to the declaration.
        var first = comments.count
        var next = decl.range.lowerBound
        while first > 0, glued(comments[first - 1].range.upperBound, next) {
            first -= 1
            next = comments[first].range.lowerBound
        }
        guard first < comments.count else { return decl.range.lowerBound }
        func lineStart(_ offset: Int) -> Int { file.lineIndex.lineStart(file.lineIndex.line(of: offset)) }
        // The first declaration's leading comments are the file's first: a glued run starting there is the header.
        if first > 0 { return lineStart(comments[first].range.lowerBound) }
        if let doc = comments[first...].firstIndex(where: { $0.kind == .docLine || $0.kind == .docBlock }) {
            return lineStart(comments[doc].range.lowerBound)
        }
        return decl.range.lowerBound
    }

    static func moduleOf(_ statement: String) -> String {
        String(statement.split(separator: " ").last?.split(separator: ".").first ?? "")
    }

    /// The module an import declaration brings in: `import struct Foo.Bar` → `Foo`.
    static func moduleName(_ d: Declaration) -> String {
        String(d.name.split(separator: ".").first ?? Substring(d.name)).mockTrimmed()
    }

    static func sortedEdits(_ edits: [TextEdit]) -> [TextEdit] {
        var unique: [TextEdit] = []
        for e in edits where !unique.contains(e) { unique.append(e) }
        return unique.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// Applies non-overlapping edits to a text (for the CLI and tests).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        if edits.isEmpty { return bytes }
        // Edits apart from each other (within the text, each starting where or after the one before ends, no two
        // at one place) in one pass: the text after each edit moved once, not once per edit before it (a file's
        // mocks applied to it, each `replaceSubrange` shifting the rest of the file, were most of a run's copying).
        let ascending = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var apart = true
        var end = 0
        var previous = -1
        for e in ascending {
            let lo = e.range.lowerBound, hi = e.range.upperBound
            if lo < end || lo == previous || hi > bytes.count { apart = false; break }
            end = hi
            previous = lo
        }
        if apart {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.newText.utf8.count })
            var cursor = 0
            for e in ascending {
                out.append(contentsOf: bytes[cursor..<e.range.lowerBound])
                out.append(contentsOf: e.newText.utf8)
                cursor = e.range.upperBound
            }
            out.append(contentsOf: bytes[cursor...])
            return out
        }
        // Otherwise from the last edit back, each on the text the ones after it made.
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let lo = min(max(edit.range.lowerBound, 0), out.count)
            let hi = min(max(edit.range.upperBound, lo), out.count)
            out.replaceSubrange(lo..<hi, with: Array(edit.newText.utf8))
        }
        return out
    }
}

extension Substring {
    func mockTrimmedSubstring() -> Substring {
        var s = self
        while let f = s.first, TypeText.isWhitespace(f) { s = s.dropFirst() }
        while let l = s.last, TypeText.isWhitespace(l) { s = s.dropLast() }
        return s
    }
}
