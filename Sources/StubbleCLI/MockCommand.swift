import StubbleLSP
import StubbleEngine
import StubbleSyntax

/// `stubble mock FILE:LINE...` and `stubble mock --all PATH...`: protocol mocks written into the files.
struct MockCommand: Command {
    let name = "mock"
    let summary = "Write (or regenerate) protocol mocks right after their protocols"
    let usage = """
    USAGE: stubble mock [options] <file>:<line>...
           stubble mock --all [options] <path>...

    Writes a self-contained mock of the protocol declared on <line> (1-based, any line of the protocol)
    right after it, or regenerates the mock when there already is one; code you wrote in the mock's body
    outside its stubble:mock markers is kept. With --all, mocks every protocol in every .swift file under
    the paths (directories recurse, hidden folders and .build are skipped). Files are written atomically.

    Protocols refining protocols from other files: every file given (FILE:LINE or a plain path), every
    --context path and the other files of each file's package (as `check` reads them: every SwiftPM
    Sources/TARGET and Tests/TARGET folder of its package, else the files right in the file's folder) are
    searched. A name the file's own target declares is read from that target; one declared only in other
    targets counts when they agree.
    A protocol that cannot be mocked gets no code and a line saying why.

    OPTIONS:
      --all                Mock every protocol in the given files and directories.
      --condition <cond>   The #if around a new mock: DEBUG (default), any condition (e.g. MOCKS), or none.
      --strict             Unstubbed calls stop with a message even where a default value exists.
      --no-presets         Leave out init(_ configure:) (FooMock { $0._member = ... }).
      --context <path>     Another file or directory to search for refined protocols (repeatable).
      --dry-run            Write nothing; print what would change.

    OUTPUT: one line per protocol, `PATH:LINE: generated FooMock`, `regenerated FooMock`, `FooMock is up to
    date` or `cannot mock 'Foo': REASON`; with --all a summary line last.

    Exit status: 0 on success; 1 when a protocol named by <file>:<line> cannot be mocked; 2 for usage errors
    (unknown option, unreadable file, no protocol on that line).

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        var all = false
        var dryRun = false
        var options = MockOptions()
        var targets: [String] = []
        var contextPaths: [String] = []
        var index = 0
        func fail(_ message: String) -> Int32 {
            io.writeErr("stubble mock: \(message)\n")
            return 2
        }
        while index < arguments.count {
            let a = arguments[index]
            switch a {
            case "--all": all = true
            case "--strict": options.strict = true
            case "--no-presets": options.presets = false
            case "--dry-run": dryRun = true
            case "--condition", "--context":
                guard index + 1 < arguments.count else { return fail("\(a) needs a value; see 'stubble help mock'") }
                index += 1
                if a == "--condition" {
                    options.condition = MockCondition(argument: arguments[index])
                } else {
                    contextPaths.append(arguments[index])
                }
            default:
                if a.hasPrefix("--condition=") {
                    options.condition = MockCondition(argument: String(a.dropFirst("--condition=".count)))
                } else if a.hasPrefix("-") && a != "-" {
                    return fail("unknown option '\(a)'; see 'stubble help mock'")
                } else {
                    targets.append(a)
                }
            }
            index += 1
        }
        if targets.isEmpty {
            return fail(all ? "no paths given; see 'stubble help mock'" : "no FILE:LINE given; see 'stubble help mock'")
        }
        // Context files: every given file plus --context paths.
        var contextFiles: [String] = []
        for path in contextPaths {
            guard let found = MockCommand.swiftFiles(under: path) else { return fail("cannot read '\(path)'") }
            contextFiles += found
        }
        if all {
            var files: [String] = []
            for path in targets {
                guard let found = MockCommand.swiftFiles(under: path) else { return fail("cannot read '\(path)'") }
                files += found
            }
            return runAll(files: files, contextFiles: contextFiles, options: options, dryRun: dryRun, io: io)
        }
        var requests: [(path: String, line: Int)] = []
        for target in targets {
            if let colon = target.lastIndex(of: ":"), let line = Int(target[target.index(after: colon)...]) {
                guard line >= 1 else { return fail("line numbers start at 1, got '\(target)'") }
                requests.append((String(target[..<colon]), line))
            } else if let found = MockCommand.swiftFiles(under: target) {
                // A plain path: another file to search for refined protocols.
                contextFiles += found
            } else {
                return fail("expected FILE:LINE or an existing path, got '\(target)'")
            }
        }
        if requests.isEmpty { return fail("no FILE:LINE given; see 'stubble help mock'") }
        var loaded: [String: SourceFile] = [:]
        for path in Set(requests.map(\.path) + contextFiles) {
            guard let plain = try? FileSupport.read(path) else { return fail("cannot read '\(path)'") }
            loaded[path] = SourceFile(plain)
        }
        // The files named first (they win a look-up), then the other files of the protocols' modules that may
        // matter to mocks, as `check` of the module reads them: a mock written here is the one `check` expects.
        // Each protocol's mock is written with its package's view (`MockContext.scoped(toModule:)`), as `check`
        // and `mock --all` judge and write it.
        let named = loaded.keys.sorted()
        let package = MockContextLoader.read(MockContextLoader.packageFiles(of: requests.map(\.path), known: named),
                                             mocksOf: Set(requests.map { MockContextLoader.viewKey($0.path) }))
        let context = MockContext(files: named.map { loaded[$0]! } + package.files,
                                  facts: named.map { MockContext.FileFacts(loaded[$0]!) } + package.facts,
                                  modules: named.map(MockContextLoader.viewKey) + package.modules, unparsedTypes: package.unparsed)
        let views = MockContextLoader.views(of: context, for: requests.map(\.path))
        var status: Int32 = 0
        // One file at a time, re-parsed after each mock so several lines of one file compose.
        for path in Set(requests.map(\.path)).sorted() {
            var file = loaded[path]!
            var changed = false
            // Resolve every line to a protocol name first: lines move as mocks are inserted.
            var names: [(line: Int, name: String)] = []
            for request in requests where request.path == path {
                guard let decl = Engine.protocolDeclaration(line: request.line, in: file) else {
                    return fail("\(path):\(request.line): no protocol on this line")
                }
                names.append((request.line, decl.name))
            }
            for (line, protoName) in names {
                guard let decl = Engine.protocols(in: file).first(where: { $0.name == protoName }) else { continue }
                let existed = MockCommand.hasMock(protoName, in: file)
                switch Engine.generateMock(decl, in: file, context: views(path), options: options) {
                case .edits(let edits):
                    if edits.isEmpty {
                        io.writeOut("\(path):\(line): \(protoName)Mock is up to date\n")
                    } else {
                        file = SourceFile(Engine.apply(edits, to: file.bytes))
                        changed = true
                        io.writeOut("\(path):\(line): \(existed ? "regenerated" : "generated") \(protoName)Mock\n")
                    }
                case .problem(let problem):
                    io.writeOut("\(path):\(line): cannot mock '\(protoName)': \(problem.reason)\n")
                    status = 1
                case .noProtocol:
                    return fail("\(path):\(line): no protocol on this line")
                }
            }
            if changed, !dryRun {
                if let error = MockCommand.write(file.bytes, to: path) { return fail(error) }
            }
        }
        return status
    }

    /// The modules of a `mock --all` run, each declaring `StubbleDefaultProvidable` on its own: one per SwiftPM
    /// target folder (`…/Sources/TARGET`, `…/Tests/TARGET`: an internal protocol of one target is not seen by
    /// another), and one for every other file of the run together (an Xcode project's folders, loose files: one
    /// module, as a run has always counted them). `targeted`: indices in `targeted`; `contextFiles`: indices in
    /// `contextFiles` (the context's files, in its order) of the same module. One module when the run has one.
    static func defaultsModules(targeted: [String], contextFiles: [String]) -> [(targeted: [Int], contextFiles: Set<Int>)] {
        let key: @Sendable (String) -> String = { path in
            let root = StubContextLoader.moduleRoot(path)
            return Engine.moduleSpansSubfolders(root) ? root : ""
        }
        let targetKeys = FileSupport.parallelMap(targeted, key)
        guard let first = targetKeys.first, targetKeys.contains(where: { $0 != first }) else {
            return [(Array(targeted.indices), Set(contextFiles.indices))]
        }
        let contextKeys = FileSupport.parallelMap(contextFiles, key)
        var order: [String] = []
        var groups: [String: (targeted: [Int], contextFiles: Set<Int>)] = [:]
        for (i, k) in targetKeys.enumerated() {
            if groups[k] == nil { order.append(k); groups[k] = ([], []) }
            groups[k]!.targeted.append(i)
        }
        for (i, k) in contextKeys.enumerated() where groups[k] != nil { groups[k]!.contextFiles.insert(i) }
        return order.map { groups[$0]! }
    }

    func runAll(files: [String], contextFiles: [String], options: MockOptions, dryRun: Bool, io: CLIIO) -> Int32 {
        // Read and parsed on every core, as each file's mocks are planned below; the output and the writes stay
        // in file order.
        let paths = Set(files + contextFiles).sorted()
        // What each file tells the mock context is read with it.
        let read = FileSupport.parallelMap(paths) { path in
            (try? FileSupport.read(path)).map { text -> (SourceFile, MockContext.FileFacts) in
                let file = SourceFile(text)
                return (file, MockContext.FileFacts(file))
            }
        }
        // The files, their trees and what is read from them are freed by the process's exit, not at the end of
        // the run (one core freeing them took a sixteenth of the main thread's instructions).
        FileSupport.keepUntilExit(read, io: io)
        var parsed: [(String, SourceFile)] = []
        var facts: [MockContext.FileFacts] = []
        for (path, file) in zip(paths, read) {
            guard let file else {
                io.writeErr("stubble mock: cannot read '\(path)'\n")
                return 2
            }
            parsed.append((path, file.0))
            facts.append(file.1)
        }
        let targets = Set(files)
        let targeted = parsed.filter { targets.contains($0.0) }
        // The rest of the targets' packages (every target folder of a SwiftPM package; a loose file's folder):
        // each mock is written with its package's view (`MockContext.scoped(toModule:)`), as `check` judges it,
        // whether the run is given the package, one target or one file.
        let package = MockContextLoader.read(MockContextLoader.packageFiles(of: targeted.map(\.0), known: paths),
                                             mocksOf: Set(FileSupport.parallelMap(targeted.map(\.0), MockContextLoader.viewKey)))
        FileSupport.keepUntilExit(package.files, io: io)
        let contextPaths = paths + package.paths
        let known = MockContext(files: parsed.map(\.1) + package.files, facts: facts + package.facts,
                                modules: paths.map(MockContextLoader.viewKey) + package.modules, unparsedTypes: package.unparsed)
        // Each module of the run (`defaultsModules`) in its own view; `groupOf[i]`: the group of `targeted[i]`.
        let groups = MockCommand.defaultsModules(targeted: targeted.map(\.0), contextFiles: contextPaths)
        var groupIndex = Array(repeating: 0, count: targeted.count)
        for (g, group) in groups.enumerated() { for i in group.targeted { groupIndex[i] = g } }
        let groupOf = groupIndex
        let views = FileSupport.parallelMap(groups) { group in
            group.targeted.first.map { known.scoped(toModule: MockContextLoader.viewKey(targeted[$0].0)) } ?? known
        }
        // Every protocol this run will mock in a module counts as mocked there from the start, so a mock written
        // early may use the mock of a protocol in a file written later as a default value, as `check` will
        // afterwards. Each file's protocols are read once, on every core, for that and for the file's mocks below.
        let readings = FileSupport.parallelMap(Array(targeted.indices), costliestFirst: targeted.map(\.1.bytes.count)) { i in
            views[groupOf[i]].readMocks(of: targeted[i].1)
        }
        // Each file's mocks are drafted and finished below the costliest first (the results stay in file order).
        let costs = readings.map(\.cost)
        // The file that declares `StubbleDefaultProvidable` when none does (the first whose mocks need it) is
        // chosen by what the files' mocks are with the default options. With those options, each file's mocks
        // are drafted on every core once, for that and for the file itself; with others, the home is chosen
        // as `anticipatingMocks(in:readings:)` chooses it and each file is drafted below.
        FileSupport.keepUntilExit(readings, io: io)
        let anticipatedViews = zip(groups, views).map { group, view in view.anticipatingMocks(readings: group.targeted.map { readings[$0] }) }
        let drafts: [Mocking.MockFileDraft?]
        if options == MockOptions() {
            let made = FileSupport.parallelMap(Array(targeted.indices), costliestFirst: costs) { i in
                Engine.draftAllMocks(in: targeted[i].1, context: anticipatedViews[groupOf[i]], options: options, read: readings[i])
            }
            drafts = made
            FileSupport.keepUntilExit(made, io: io)
        } else {
            drafts = Array(repeating: nil, count: targeted.count)
        }
        // Each module of the run chooses its own home for the declaration (a run over one module, as before: its
        // first file whose mocks need it). `contexts[i]`: the context `targeted[i]` is finished in.
        var contexts: [MockContext] = []
        for (g, group) in groups.enumerated() {
            let files = group.targeted.map { targeted[$0].1 }
            let context: MockContext
            if options == MockOptions() {
                let anticipated = anticipatedViews[g]
                let scoped = groups.count == 1 ? anticipated : anticipated.withDefaultsDeclaredOnlyIn(files: group.contextFiles)
                context = scoped.choosingDefaultsHome(in: files, drafts: group.targeted.map { drafts[$0]! })
            } else {
                let scoped = groups.count == 1 ? views[g] : views[g].withDefaultsDeclaredOnlyIn(files: group.contextFiles)
                context = scoped.anticipatingMocks(in: files, readings: group.targeted.map { readings[$0] })
            }
            if contexts.isEmpty { contexts = Array(repeating: context, count: targeted.count) }
            for i in group.targeted { contexts[i] = context }
        }
        FileSupport.keepUntilExit([known] + views + anticipatedViews, io: io)
        FileSupport.keepUntilExit(contexts, io: io)
        // Each file's mocks are planned, its new text made, its report lines written and the file written
        // atomically, on every core; the report and a failed write are then said in file order. (Writing the
        // files one at a time took a tenth of the run, on one core.) Files are written on every core only when
        // no two of them are one file (through a symbolic link or `..`); else one at a time, in order, as a
        // failed write stops the run before the files after it.
        // Two paths are one file when `stat` says the same device and inode (one call per file, on every core;
        // `realpath` asked the system about every folder of every path); a file `stat` cannot see makes the
        // writes go one at a time.
        let identities = dryRun ? [] : FileSupport.parallelMap(targeted) { FileSystem.identity($0.0) }
        let parallelWrites = !dryRun && !identities.contains(nil) && Set(identities).count == targeted.count
        let planned = FileSupport.parallelMap(Array(zip(targeted, zip(readings, zip(drafts, zip(contexts, groupOf))))), costliestFirst: costs) { target, made -> MockFileOutcome? in
            let (path, file) = target
            let (reading, (draft, (context, group))) = made
            let protocols = Engine.protocolsToMock(in: file)
            if protocols.isEmpty { return nil }
            let result = Engine.finishAllMocks(draft ?? Engine.draftAllMocks(in: file, context: anticipatedViews[group], options: options, read: reading),
                                               in: file, context: context)
            var outcome = MockFileOutcome(path: path)
            let lines = Dictionary(protocols.map { ($0.name, file.lineIndex.line(of: $0.range.lowerBound) + 1) }, uniquingKeysWith: { a, _ in a })
            let problemNames = Set(result.problems.map(\.protocolName))
            for problem in result.problems {
                outcome.report += "\(path):\(lines[problem.protocolName] ?? 1): cannot mock '\(problem.protocolName)': \(problem.reason)\n"
                outcome.unmockable += 1
            }
            // The new text only (parsing it, which nothing reads, took a tenth of the run, on one core).
            let updated = Engine.apply(result.edits, to: file.bytes)
            // Where each file's begin markers are, found once (a search of the whole file per protocol took
            // time growing with the square of the number of protocols).
            let (markersBefore, markersAfter) = (MockMarkers(file.bytes), MockMarkers(updated))
            for decl in protocols where !problemNames.contains(decl.name) {
                let line = lines[decl.name] ?? 1
                // The texts compared as bytes, and as `String`s (equal when canonically equivalent) only when
                // the bytes differ; a new mock's text is not read (making both texts `String`s was a fiftieth of
                // the run).
                guard let before = markersBefore.mockRange(decl.name) else {
                    outcome.generated += 1
                    outcome.report += "\(path):\(line): generated \(decl.name)Mock\n"
                    continue
                }
                let after = markersAfter.mockRange(decl.name)
                if let after, file.bytes[before].elementsEqual(updated[after]) {
                    outcome.upToDate += 1
                } else if markersBefore.mockText(decl.name) != markersAfter.mockText(decl.name) {
                    outcome.regenerated += 1
                    outcome.report += "\(path):\(line): regenerated \(decl.name)Mock\n"
                } else {
                    outcome.upToDate += 1
                }
            }
            if !result.edits.isEmpty {
                outcome.changed = true
                if parallelWrites {
                    outcome.writeError = MockCommand.write(updated, to: path)
                } else if !dryRun {
                    outcome.updated = updated
                }
            }
            return outcome
        }
        FileSupport.keepUntilExit(planned, io: io)
        var generated = 0, regenerated = 0, upToDate = 0, unmockable = 0, changedFiles = 0
        for case var outcome? in planned {
            if !outcome.report.isEmpty { io.writeOut(outcome.report) }
            generated += outcome.generated
            regenerated += outcome.regenerated
            upToDate += outcome.upToDate
            unmockable += outcome.unmockable
            if outcome.changed {
                changedFiles += 1
                if let updated = outcome.updated { outcome.writeError = MockCommand.write(updated, to: outcome.path) }
                if let error = outcome.writeError {
                    io.writeErr("stubble mock: \(error)\n")
                    return 2
                }
            }
        }
        io.writeOut("mocks: \(generated) generated, \(regenerated) regenerated, \(upToDate) up to date, \(unmockable) cannot be mocked; \(changedFiles) files \(dryRun ? "would change" : "changed")\n")
        return 0
    }

    static func hasMock(_ protocolName: String, in file: SourceFile) -> Bool {
        mockText(protocolName, in: file) != nil
    }

    /// The text between a mock's markers (nil when the file has none for that protocol).
    static func mockText(_ protocolName: String, in file: SourceFile) -> String? {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard let begin = text.firstRange(of: "// stubble:mock:begin \(protocolName)\n") ?? text.firstRange(of: "// stubble:mock:begin \(protocolName) "),
              let end = text[begin.upperBound...].firstRange(of: "// stubble:mock:end \(protocolName)") else { return nil }
        return String(text[begin.lowerBound..<end.upperBound])
    }

    /// Every .swift file at a path (the path itself, or recursively under a directory). Nil if it does not exist.
    static func swiftFiles(under path: String) -> [String]? {
        guard let isDirectory = FileSystem.isDirectory(path) else { return nil }
        guard isDirectory else { return [path] }
        var result: [String] = []
        // Every entry below, hidden ones left out, symbolic links to folders not followed (as FileManager's
        // enumerator walked).
        func walk(_ dir: String) {
            guard let entries = FileSystem.entriesWithKinds(of: dir) else { return }
            for (name, kind) in entries where !name.hasPrefix(".") {
                let full = FileSystem.appending(name, to: dir)
                if name.hasSuffix(".swift") { result.append(full) }
                if !FileSystem.isSymbolicLink(full, listedAs: kind), FileSystem.isDirectory(full, listedAs: kind) == true { walk(full) }
            }
        }
        walk(path)
        return result.sorted()
    }

    /// Writes the file's new plain text in its own form (byte-order mark, line breaks), atomically, through
    /// a symbolic link to its target (`FileSupport.writePlain`).
    static func write(_ plain: [UInt8], to path: String) -> String? {
        do { try FileSupport.writePlain(plain, to: path); return nil }
        catch { return "cannot write '\(path)'" }
    }
}

/// What `mock --all` did with one file: its report lines, its counts, and its new text when it changed and is
/// written after the report (`updated`) or the error of writing it (`writeError`).
struct MockFileOutcome: Sendable {
    let path: String
    var report = ""
    var generated = 0, regenerated = 0, upToDate = 0, unmockable = 0
    var changed = false
    var updated: [UInt8]? = nil
    var writeError: String? = nil
}

/// The begin markers of a file's mocks (`// stubble:mock:begin NAME` followed by a line break or a space), found
/// in one pass, so that the text of each protocol's mock is found without searching the whole file again.
/// `mockText(name)` is `MockCommand.mockText(name, in:)`: the first begin marker of the name followed by a line
/// break, else the first followed by a space, through the first `// stubble:mock:end NAME` after it.
struct MockMarkers {
    let bytes: [UInt8]
    private var lineBreakForm: [String: Int] = [:]
    private var spaceForm: [String: Int] = [:]
    private static let begin = Array("// stubble:mock:begin ".utf8)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let begin = Self.begin
        var i = 0
        while let at = Self.find(begin, in: bytes, from: i) {
            let nameStart = at + begin.count
            var end = nameStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: " ") { end += 1 }
            if end < bytes.count {
                let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
                if bytes[end] == UInt8(ascii: "\n") {
                    if lineBreakForm[name] == nil { lineBreakForm[name] = at }
                } else if spaceForm[name] == nil {
                    spaceForm[name] = at
                }
            }
            i = nameStart
        }
    }

    func mockText(_ protocolName: String) -> String? {
        mockRange(protocolName).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Where `mockText(protocolName)` is in `bytes`.
    func mockRange(_ protocolName: String) -> Range<Int>? {
        guard let start = lineBreakForm[protocolName] ?? spaceForm[protocolName] else { return nil }
        let afterBegin = start + Self.begin.count + protocolName.utf8.count + 1
        let end = Array("// stubble:mock:end \(protocolName)".utf8)
        guard let at = Self.find(end, in: bytes, from: afterBegin) else { return nil }
        return start..<(at + end.count)
    }

    /// The first `needle` at or after `from`. Both markers start `// stubble:mock:`: candidates are found by
    /// `memchr` of its `k` (a few in every thousand bytes of Swift, where the comment's `/` is nearer two in a
    /// hundred; searching byte by byte took a twentieth of `mock --all`), then compared whole.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        Engine.firstOccurrence(of: needle, anchor: 14, in: bytes, from: from)
    }
}
