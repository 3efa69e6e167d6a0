import StubbleSyntax

// The rest of the one door: what the command line's add / remove / mock / migrate / check and the language
// server's workspace need besides diagnostics, actions and fix-all. Each is the engine part's own function,
// named here so that front ends call `Engine` only (ARCHITECTURE.md); `Stubbing`, `Mocking`, `Migration`,
// `StubContext` and `TextDiff` are the engine's insides.

extension Engine {
    // MARK: Stubs

    /// Makes the declaration at `offset` stubbable (`stubble add FILE:LINE`).
    public static func add(_ text: [UInt8], at offset: Int, options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [TextEdit] {
        Stubbing.add(text, at: offset, options: options, context: context)
    }

    /// Why nothing can be made stubbable at `offset`, for a refused `add`.
    public static func addRefusal(_ text: [UInt8], at offset: Int) -> String? {
        Stubbing.addRefusal(text, at: offset)
    }

    /// Makes every class, struct and actor of the file stubbable (`stubble add --all`).
    public static func addAll(_ text: [UInt8], options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [TextEdit] {
        Stubbing.addAll(text, options: options, context: context)
    }

    /// The text `addAll`'s edits make of the file, without computing the edits (`stubble add --all` writes it).
    public static func addAllText(_ text: [UInt8], options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [UInt8] {
        Stubbing.addAllText(text, options: options, context: context)
    }

    /// Removes the stubs of the declaration at `offset` (`stubble remove FILE:LINE`).
    public static func remove(_ text: [UInt8], at offset: Int, context: FileStubContext = .alone) -> [TextEdit] {
        Stubbing.remove(text, at: offset, context: context)
    }

    /// Removes every stub of the file, giving back its original bytes (`stubble remove --all`).
    public static func removeAll(_ text: [UInt8]) -> [TextEdit] {
        Stubbing.removeAll(text)
    }

    /// Counts of the file's stubbing (`stubble check --summary`).
    public static func inventory(_ text: [UInt8], context: FileStubContext = .alone) -> StubInventory {
        Stubbing.inventory(text, context: context)
    }

    /// The members of the types `add --all` leaves unannotated because none of their members can be stubbed,
    /// by the reason each would be skipped (see `Stubbing.unannotatedInventory`).
    public static func unannotatedInventory(_ text: [UInt8], context: FileStubContext = .alone) -> StubInventory {
        Stubbing.unannotatedInventory(text, context: context)
    }

    /// Hover text for a generated hook at `offset`, or nil.
    public static func hover(_ text: [UInt8], at offset: Int) -> String? {
        Stubbing.hover(text, at: offset)
    }

    /// Applies non-overlapping edits to a text.
    public static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        TextDiff.apply(edits, to: text)
    }

    /// The minimal edits from one text to another.
    public static func edits(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        TextDiff.edits(from: old, to: new)
    }

    // MARK: Mocks

    /// The protocols of a file.
    public static func protocols(in file: SourceFile) -> [Declaration] {
        Mocking.protocols(in: file)
    }

    /// The protocols of a file that `generateAllMocks` mocks (all but the defaults protocol the tool declares).
    public static func protocolsToMock(in file: SourceFile) -> [Declaration] {
        Mocking.protocolsToMock(in: Mocking.protocols(in: file))
    }

    /// The protocol declared on `line` (1-based), if any.
    public static func protocolDeclaration(line: Int, in file: SourceFile) -> Declaration? {
        Mocking.protocolDeclaration(line: line, in: file)
    }

    /// Generates (or regenerates) the mock of one protocol (`stubble mock FILE:LINE`).
    public static func generateMock(_ decl: Declaration, in file: SourceFile, context: MockContext = MockContext(),
                                    options: MockOptions = MockOptions()) -> Mocking.Outcome {
        Mocking.generate(decl, in: file, context: context, options: options)
    }

    /// Mocks every protocol of the file (`stubble mock --all`).
    /// `read`: `readMocks(of: file)` of the context before `anticipatingMocks`, when the caller has it.
    public static func generateAllMocks(in file: SourceFile, context: MockContext = MockContext(),
                                        options: MockOptions = MockOptions(),
                                        read: Mocking.MockFileReading? = nil) -> (edits: [TextEdit], problems: [MockProblem]) {
        Mocking.generateAll(in: file, context: context, options: options, read: read)
    }

    /// `generateAllMocks` in two steps, for a run that chooses its defaults home from the drafts
    /// (`MockContext.choosingDefaultsHome`): the draft, in the context before the home is chosen.
    public static func draftAllMocks(in file: SourceFile, context: MockContext, options: MockOptions = MockOptions(),
                                     read: Mocking.MockFileReading? = nil) -> Mocking.MockFileDraft {
        Mocking.draftAll(in: file, context: context, options: options, read: read)
    }

    /// The second step: `generateAllMocks`' result from the draft, in the context with its home.
    public static func finishAllMocks(_ draft: Mocking.MockFileDraft, in file: SourceFile,
                                      context: MockContext) -> (edits: [TextEdit], problems: [MockProblem]) {
        Mocking.finishAll(draft, in: file, context: context)
    }

    /// The first offset at or after `from` where `needle` occurs in `bytes`, found by `memchr` of `needle[anchor]`
    /// (choose a byte rare in Swift source) and then compared whole (`MockBytes.firstOccurrence`).
    public static func firstOccurrence(of needle: [UInt8], anchor: Int, in bytes: [UInt8], from: Int = 0) -> Int? {
        MockBytes.firstOccurrence(of: needle, anchor: anchor, in: bytes, from: from)
    }

    /// Whether the file may have protocols marked for another mocking library, without parsing it.
    public static func mayHaveMigrationMarkers(_ text: [UInt8]) -> Bool {
        Migration.mayHaveMarkers(text)
    }

    /// Every protocol marked for another mocking library migrated to our mock (`stubble migrate`).
    public static func migrate(_ text: [UInt8], context: MockContext = MockContext()) -> Migration.Outcome? {
        Migration.migrate(text, context: context)
    }

    // MARK: Modules

    /// The Swift language mode (4, 5 or 6) a package's targets are compiled in, from its `Package.swift`: the
    /// tools version of its first line (below 5.0 the language mode is 4), or the highest of the versions its
    /// `swiftLanguageVersions:` or `swiftLanguageModes:` list (`.v4`, `.v4_2`, `.v5`, `.v6`, `.version("6")`);
    /// 6 from tools version 6.0, else 5. Front ends read the manifest and set `FileStubContext.languageMode`.
    public static func languageMode(manifest: [UInt8]) -> Int {
        let text = String(decoding: manifest.prefix(200_000), as: UTF8.self)
        // The tools version's major version decides (4.2 is below 5; 5.10 and 5.9 are both 5).
        var tools = 5
        if let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
           let r = firstLine.firstRange(of: "swift-tools-version:"),
           let major = Int(firstLine[r.upperBound...].drop(while: { $0 == " " }).prefix(while: \.isNumber)) {
            tools = major
        }
        if tools < 5 { return 4 }
        for key in ["swiftLanguageVersions:", "swiftLanguageModes:"] {
            guard let r = text.firstRange(of: key), let close = text[r.upperBound...].firstIndex(of: "]") else { continue }
            let list = text[r.upperBound..<close]
            var modes: [Int] = []
            if list.contains(".v4") { modes.append(4) }
            if list.contains(".v5") || list.contains("\"5") { modes.append(5) }
            if list.contains(".v6") || list.contains("\"6") { modes.append(6) }
            if let m = modes.max() { return m }
        }
        return tools >= 6 ? 6 : 5
    }

    /// The module a file belongs to, by SwiftPM's layout (see `StubContext.moduleKey`).
    public static func moduleKey(path: String) -> String {
        StubContext.moduleKey(path: path)
    }

    /// Which files a module key (`moduleKey`) stands for: a SwiftPM target folder (`…/Sources/TARGET`,
    /// `…/Tests/TARGET`) holds every Swift file below it, subfolders and all; any other folder only the files right
    /// in it (its subfolders are modules of their own). Front ends list the files by this rule, the CLI and the
    /// editor alike. (A path convention only: the engine reads no folder.)
    public static func moduleSpansSubfolders(_ module: String) -> Bool {
        let parts = module.split(separator: "/")
        return parts.count >= 2 && (parts[parts.count - 2] == "Sources" || parts[parts.count - 2] == "Tests")
    }

    /// Whether a file may need the other files of its module for its cross-file stubs (`StubContext.mayNeed`).
    public static func mayNeedOtherFiles(_ text: [UInt8], eager: Bool = false) -> Bool {
        StubContext.mayNeed(text, eager: eager)
    }

    /// `mayNeedOtherFiles` for the findings and for the actions (`eager`), in one pass.
    public static func mayNeedOtherFiles(findingsAndActions text: [UInt8]) -> (findings: Bool, actions: Bool) {
        StubContext.mayNeedBoth(text)
    }

    /// Whether a file may need what its module says (`StubContext.mayNeedModule`).
    public static func mayNeedModule(_ text: [UInt8], eager: Bool = false) -> Bool {
        StubContext.mayNeedModule(text, eager: eager)
    }

    /// One action over several files, kept true across them (`StubContext.rewrite`).
    public static func rewrite(_ files: [(path: String, module: String, text: [UInt8])], changing: [String], eager: Bool = false,
                               _ transform: @Sendable (String, [UInt8], FileStubContext) -> [TextEdit]) -> [(path: String, text: [UInt8])] {
        StubContext.rewrite(files, changing: changing, eager: eager, transform)
    }

    /// The same with a transform that gives each file's new text (`StubContext.rewrite(_:changing:eager:texts:)`).
    public static func rewrite(_ files: [(path: String, module: String, text: [UInt8])], changing: [String], eager: Bool = false,
                               texts transform: @Sendable (String, [UInt8], FileStubContext) -> [UInt8]) -> [(path: String, text: [UInt8])] {
        StubContext.rewrite(files, changing: changing, eager: eager, texts: transform)
    }

    /// The context of a module's files parsed already (a front end's index).
    public static func stubContext(_ files: [IndexedFile]) -> StubContext {
        StubContext(indexed: files)
    }

    /// The edits of the other files of the module that keep them true after `edits` change the file at `path`.
    public static func companionEdits(path: String, edits: [TextEdit], files: [(path: String, module: String, text: [UInt8])]) -> [FileEdits] {
        StubContext.companionEdits(path: path, edits: edits, files: files)
    }

    /// The same over a module's files indexed already: only the changed file is parsed again.
    public static func companionEdits(path: String, edits: [TextEdit], indexed: [IndexedFile]) -> [FileEdits] {
        StubContext.companionEdits(path: path, edits: edits, indexed: indexed)
    }
}

extension Engine {
    /// A text's lines, for a unified diff (`TextDiff.lines`).
    public static func diffLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        TextDiff.lines(bytes)
    }

    /// The hunks between two texts' lines (`TextDiff.hunks`).
    public static func diffHunks(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [TextDiff.Hunk] {
        TextDiff.hunks(a, b)
    }
}
