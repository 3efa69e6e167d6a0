import Foundation
import StubbleEngine

/// `stubble check [--format text|json] PATH...`: reports every finding; exit 1 on any error or warning.
struct CheckCommand: Command {
    let name = "check"
    let summary = "Report stale, missing or impossible stubs and stale mocks (exit 1 on errors or warnings)"
    let usage = """
    USAGE: stubble check [--format text|json] [--hints] PATH...

    Reads every .swift file under PATH (directories recurse, skipping .build and hidden folders) and
    prints one line per finding:

        path:line:col: severity: message [code]

    Generated mocks are checked too: a mock that no longer matches its protocol is a warning
    (stubble.mockOutOfDate). Protocols refined from another file are looked up in every file given.

    Hints (members skipped under a stubbable type, with the reason) are printed with --hints.
    --format json prints a JSON array of {path, line, column, endLine, endColumn, severity, message,
    code, fixes} instead.

    Exit status: 0 when there is no error or warning, 1 when there is, 2 on usage or I/O errors.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        let parsed: ParsedArguments
        let files: [String]
        do {
            parsed = try ParsedArguments(arguments, flags: ["--hints"], valued: ["--format"])
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
        struct FileResult: Sendable { var path: String; var bytes: [UInt8]; var findings: [Finding]; var error: String? }
        let (texts, context) = MockContextLoader.load(files)
        let stubs = StubContextLoader.load(given: Array(zip(files, texts)).map { (path: $0.0, text: $0.1) })
        let results = FileSupport.parallelMap(Array(zip(files, texts))) { path, bytes -> FileResult in
            guard let bytes else { return FileResult(path: path, bytes: [], findings: [], error: "cannot read \(path)") }
            return FileResult(path: path, bytes: bytes, findings: Engine.diagnose(bytes, context: context, stubs: stubs.file(path)), error: nil)
        }
        var failed = false, ioError = false
        var jsonItems: [[String: Any]] = []
        var text = ""
        for r in results {
            if let e = r.error { io.writeErr("stubble check: \(e)\n"); ioError = true; continue }
            for f in r.findings {
                if f.severity == .hint && !showHints { continue }
                if f.severity == .error || f.severity == .warning { failed = true }
                let (l, c) = FileSupport.lineColumn(r.bytes, f.range.lowerBound)
                if json {
                    let (el, ec) = FileSupport.lineColumn(r.bytes, f.range.upperBound)
                    jsonItems.append(["path": r.path, "line": l, "column": c, "endLine": el, "endColumn": ec,
                                      "severity": f.severity.rawValue, "message": f.message, "code": f.code,
                                      "fixes": f.fixes.map(\.title)])
                } else {
                    text += "\(r.path):\(l):\(c): \(f.severity.rawValue): \(f.message) [\(f.code)]\n"
                }
            }
        }
        if json {
            let data = (try? JSONSerialization.data(withJSONObject: jsonItems, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
            io.writeOut(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            io.writeOut(text)
        }
        if ioError { return 2 }
        return failed ? 1 : 0
    }
}
