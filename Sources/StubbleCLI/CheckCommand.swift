import StubbleEngine
import StubbleSyntax

/// `stubble check [--format text|json] PATH...`: reports every finding; exit 1 on any error or warning.
struct CheckCommand: Command {
    let name = "check"
    let summary = "Report stale, missing or impossible stubs and stale mocks (exit 1 on errors or warnings)"
    let usage = """
    USAGE: stubble check [--format text|json] [--hints] [--summary] PATH...

    Reads every .swift file under PATH (directories recurse, skipping .build and hidden folders) and
    prints one line per finding:

        path:line:col: severity: message [code]

    Generated mocks are checked too: a mock that no longer matches its protocol is a warning
    (stubble.mockOutOfDate). Protocols refined from another file are looked up in every file given
    and in the other files of the packages of the files with mocks (every SwiftPM target folder of the
    package, else the file's folder); a name the mock's own target declares is read from that target.

    Hints (members skipped under a stubbable type, with the reason) are printed with --hints.
    --summary ends with what the stubbing amounts to: stubbable types, members stubbed, members
    skipped by reason. The skipped include the members of classes, structs, actors and their
    extensions where no member can be stubbed (which add --all leaves unannotated); with --hints,
    also the skipped members counted by hint.
    --format json prints a JSON array of {path, line, column, endLine, endColumn, severity, message,
    code, fixes} instead; with --summary, an object {"findings": [...], "summary": {...}}.

    Exit status: 0 when there is no error or warning, 1 when there is, 2 on usage or I/O errors.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        let parsed: ParsedArguments
        let files: [String]
        do {
            parsed = try ParsedArguments(arguments, flags: ["--hints", "--summary"], valued: ["--format"])
            guard !parsed.positional.isEmpty else { throw FileSupport.UsageError(message: "check needs at least one PATH") }
            if let f = parsed.values["--format"], f != "text", f != "json" {
                throw FileSupport.UsageError(message: "unknown format '\(f)' (text or json)")
            }
            files = try FileSupport.swiftFiles(parsed.positional)
        } catch let e as FileSupport.UsageError {
            io.writeErr("stubble check: \(e.message)\n")
            return 2
        } catch {
            io.writeErr("stubble check: \(error)\n")
            return 2
        }
        let showHints = parsed.flags.contains("--hints")
        let json = parsed.values["--format"] == "json"
        let wantSummary = parsed.flags.contains("--summary")
        struct FileResult: Sendable { var path: String; var bytes: [UInt8]; var findings: [Finding]; var inventory = StubInventory(); var error: String? }
        let (texts, mockViews) = MockContextLoader.load(files)
        let stubs = StubContextLoader.load(given: Array(zip(files, texts)).map { (path: $0.0, text: $0.1) })
        let results = FileSupport.parallelMap(Array(zip(files, texts))) { path, bytes -> FileResult in
            guard let bytes else { return FileResult(path: path, bytes: [], findings: [], error: "cannot read \(path)") }
            let fileStubs = stubs.file(path)
            let findings = Engine.diagnose(bytes, context: mockViews(path), stubs: fileStubs)
            let inventory = wantSummary ? Engine.inventory(bytes, context: fileStubs) + Engine.unannotatedInventory(bytes, context: fileStubs) : StubInventory()
            return FileResult(path: path, bytes: bytes, findings: findings, inventory: inventory, error: nil)
        }
        var failed = false, ioError = false
        var jsonItems: [PrettyJSON] = []
        var text = ""
        for r in results {
            if let e = r.error { io.writeErr("stubble check: \(e)\n"); ioError = true; continue }
            let lines = LineIndex(r.bytes)
            for f in r.findings {
                if f.severity == .hint && !showHints { continue }
                if f.severity == .error || f.severity == .warning { failed = true }
                let (l, c) = FileSupport.lineColumn(lines, f.range.lowerBound)
                if json {
                    let (el, ec) = FileSupport.lineColumn(lines, f.range.upperBound)
                    jsonItems.append(.object(["path": .string(r.path), "line": .int(l), "column": .int(c),
                                              "endLine": .int(el), "endColumn": .int(ec),
                                              "severity": .string(f.severity.rawValue), "message": .string(f.message),
                                              "code": .string(f.code), "fixes": .array(f.fixes.map { .string($0.title) })]))
                } else {
                    text += "\(r.path):\(l):\(c): \(f.severity.rawValue): \(f.message) [\(f.code)]\n"
                }
            }
        }
        let total = results.reduce(StubInventory()) { $0 + $1.inventory }
        let filesWithStubs = results.filter { $0.inventory.types + $0.inventory.stubbed > 0 }.count
        if json {
            let summary: [String: PrettyJSON] = [
                "files": .int(results.count), "filesWithStubs": .int(filesWithStubs), "types": .int(total.types),
                "membersStubbed": .int(total.stubbed), "membersNotWritten": .int(total.notWritten),
                "membersSkipped": .int(total.skippedTotal),
                "skippedByReason": .object(total.skipped.merging(total.unannotatedSkipped, uniquingKeysWith: +).mapValues { .int($0) }),
                "membersSkippedInUnannotatedTypes": .int(total.unannotatedTotal),
                "skippedByHint": .object(total.skippedByHint.mapValues { .int($0) })]
            let object: PrettyJSON = wantSummary ? .object(["findings": .array(jsonItems), "summary": .object(summary)]) : .array(jsonItems)
            io.writeOut(object.text + "\n")
        } else {
            if wantSummary {
                text += "summary: \(results.count) files, \(filesWithStubs) with stubs; \(total.types) stubbable types; "
                text += "\(total.stubbed) members stubbed, \(total.notWritten) not yet written, \(total.skippedTotal) skipped\n"
                let byCode = total.skipped.merging(total.unannotatedSkipped, uniquingKeysWith: +)
                if !byCode.isEmpty {
                    let reasons = byCode.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
                    text += "skipped by reason: " + reasons.joined(separator: ", ") + "\n"
                }
                if total.unannotatedTotal > 0 {
                    text += "of the skipped, \(total.unannotatedTotal) are in types and extensions where no member can be stubbed (add --all leaves them unannotated)\n"
                }
                if showHints {
                    for (hint, n) in total.skippedByHint.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                        text += "skipped by hint: \(n) \(hint)\n"
                    }
                }
            }
            io.writeOut(text)
        }
        if ioError { return 2 }
        return failed ? 1 : 0
    }
}
