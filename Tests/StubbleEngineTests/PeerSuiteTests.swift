import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// The inputs of peers' test suites as fixture data (`Fixtures/Peers/<suite>/`, extracted by
/// `Scripts/peer-inputs.py`, each folder with the peer's licence): swift-mocking's MockingClient and macro
/// tests, Mockolo's fixtures (protocols: mocks), Stubble's macro tests (stubs).
///
/// Every input is run through the engine (`Mocking.generateAll` / `Stubbing.fixAll`) and, when the input
/// compiles on its own (Swift 6 mode, else Swift 5 mode), the result is compiled through SIL (`-emit-sil`) with
/// and without `-D DEBUG` (mocks, inside `#if DEBUG`, are typechecked without it; Stubble's inputs are stubbed
/// again with `condition: DEBUG` on their annotations, and that is compiled both ways too). One line per
/// input in `results.txt` says what happened: mocks written, protocols refused and why, and whether the
/// result compiles; an input that does not compile on its own (it names types of the peer's test module) says
/// so. The lines must equal `results.txt` (set STUBBLE_UPDATE_FIXTURES=1 to rewrite it; review the diff), and
/// no line may say the output does not compile.
@Suite("Peers' test suites as fixture data")
struct PeerSuiteTests {
    static let root = fixturesURL.appendingPathComponent("Peers")

    static var suites: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("NOTICE.md").path) }.sorted()
    }

    static func inputs(_ suite: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(suite).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The first diagnostic line of a compiler run (what is wrong, without the file's path).
    static func firstDiagnostic(_ output: String, _ kind: String) -> String {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(kind + ": ") }),
              let range = line.range(of: kind + ": ") else { return "?" }
        return String(line[range.upperBound...])
    }

    static func warnings(_ output: String) -> Int {
        output.split(separator: "\n").filter { $0.contains("warning: ") && !$0.contains("|") }.count
    }

    /// Compiles `text` with and without DEBUG, through SIL (a mock's `#if DEBUG` code is only typechecked
    /// without DEBUG when `silWithoutDebug` is false: it is then inactive): nil when both succeed without more
    /// warnings than the input had, else what went wrong.
    static func compileProblem(_ text: String, inputWarnings: Int, swiftc: String, dir: URL, mode: String, silWithoutDebug: Bool) -> String? {
        let file = dir.appendingPathComponent("output.swift")
        try? text.write(to: file, atomically: true, encoding: .utf8)
        for defines in [["-DDEBUG"], []] {
            let stage = defines.isEmpty && !silWithoutDebug ? ["-typecheck"] : ["-emit-sil", "-o", "/dev/null"]
            let r = runProcess(swiftc, stage + ["-swift-version", mode, "-parse-as-library", file.path] + defines)
            if r.status != 0 { return "DOES NOT COMPILE\(defines.isEmpty ? "" : " with DEBUG"): " + firstDiagnostic(r.output, "error") }
            if warnings(r.output) > inputWarnings { return "COMPILES WITH A NEW WARNING\(defines.isEmpty ? "" : " with DEBUG"): " + firstDiagnostic(r.output, "warning") }
        }
        return nil
    }

    /// Stubble's attributes, which need Stubble's macro package: removed to judge whether an input compiles alone.
    static func withoutStubbleAttributes(_ text: String) -> String {
        var result = text
        for pattern in [#"@Stubbable(Function|Property)?(\([^)]*\))?"#] {
            result = result.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return result
    }

    static func outcome(suite: String, input name: String, swiftc: String, tmp: URL) -> String {
        let url = root.appendingPathComponent(suite).appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return "unreadable" }
        let dir = tmp.appendingPathComponent(suite + "-" + name)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let stubs = suite.hasPrefix("stubble")
        let alone = dir.appendingPathComponent("input.swift")
        try? (stubs ? withoutStubbleAttributes(text) : text).write(to: alone, atomically: true, encoding: .utf8)
        // Swift 6 mode, else Swift 5 mode (some inputs were written for it: a global `var`), which then judges the output.
        var mode = "6"
        var check = runProcess(swiftc, ["-typecheck", "-swift-version", mode, "-parse-as-library", alone.path])
        if check.status != 0 {
            let five = runProcess(swiftc, ["-typecheck", "-swift-version", "5", "-parse-as-library", alone.path])
            if five.status == 0 { (mode, check) = ("5", five) }
        }
        var parts: [String] = []
        let output: String
        var conditioned: String?
        if stubs {
            let bytes = Array(text.utf8)
            let out = Stubbing.apply(Stubbing.fixAll(bytes), to: bytes)
            output = String(decoding: out, as: UTF8.self)
            let hooks = output.components(separatedBy: "@exclusivity(unchecked)").count - 1
            parts.append("\(hooks) hook\(hooks == 1 ? "" : "s")")
            let reported = Stubbing.diagnose(out).filter { $0.severity == .warning || $0.severity == .error }
            for f in reported { parts.append("\(f.severity) \(f.code): \(f.message)") }
            if Stubbing.fixAll(out) != [] { parts.append("NOT FRESH: fix after fix changes the file") }
            // The same input with its annotations' condition set: hooks and guards inside `#if DEBUG`.
            let withCondition = Array(text.replacingOccurrences(of: #"@Stubbable(Function|Property)?\b(?!\()"#, with: "$0(condition: DEBUG)", options: .regularExpression).utf8)
            let conditionedOut = Stubbing.apply(Stubbing.fixAll(withCondition), to: withCondition)
            if conditionedOut != withCondition { conditioned = String(decoding: conditionedOut, as: UTF8.self) }
            if Stubbing.fixAll(conditionedOut) != [] { parts.append("NOT FRESH with condition: fix after fix changes the file") }
        } else {
            let file = SourceFile(text)
            let (edits, problems) = Mocking.generateAll(in: file)
            output = String(decoding: Mocking.apply(edits, to: file.bytes), as: UTF8.self)
            let refused = Set(problems.map(\.protocolName))
            let mocked = Mocking.protocols(in: file).map(\.name).filter { !refused.contains($0) }
            parts.append(mocked.isEmpty ? "no mock" : "mocked " + mocked.map { $0 + "Mock" }.joined(separator: ", "))
            for p in problems { parts.append("refused '\(p.protocolName)': \(p.reason)") }
            if !Mocking.refreshAll(in: SourceFile(output)).isEmpty { parts.append("NOT FRESH: refresh after generate changes the file") }
        }
        if check.status != 0 {
            parts.append("input does not compile alone (\(firstDiagnostic(check.output, "error")))")
        } else if output == text {
            parts.append("unchanged")
        } else if let problem = compileProblem(output, inputWarnings: warnings(check.output), swiftc: swiftc, dir: dir, mode: mode, silWithoutDebug: stubs) {
            parts.append(problem + (mode == "5" ? " (Swift 5 mode)" : ""))
        } else if let conditioned, let problem = compileProblem(conditioned, inputWarnings: warnings(check.output), swiftc: swiftc, dir: dir, mode: mode, silWithoutDebug: true) {
            parts.append("with condition DEBUG: " + problem + (mode == "5" ? " (Swift 5 mode)" : ""))
        } else {
            parts.append("compiles through SIL with and without DEBUG" + (conditioned != nil ? ", also with 'condition: DEBUG'" : "")
                         + (mode == "5" ? " (Swift 5 mode: the input does not compile in Swift 6 mode)" : ""))
        }
        return parts.joined(separator: "; ")
    }

    @Test("Each input: written, refused with a reason, or invalid alone; what is written compiles", arguments: suites)
    func suite(_ suite: String) throws {
        guard let swiftc = swiftc() else { Issue.record("swiftc not found"); return }
        let names = Self.inputs(suite)
        try #require(!names.isEmpty)
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-peers-\(getpid())-\(suite)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            results.add(names[i], Self.outcome(suite: suite, input: names[i], swiftc: swiftc, tmp: tmp))
        }
        let got = results.all().map { "\($0.0): \($0.1 ?? "")\n" }.joined()
        let url = Self.root.appendingPathComponent(suite).appendingPathComponent("results.txt")
        if ProcessInfo.processInfo.environment["STUBBLE_UPDATE_FIXTURES"] == "1" || !FileManager.default.fileExists(atPath: url.path) {
            try got.write(to: url, atomically: true, encoding: .utf8)
        }
        let want = try String(contentsOf: url, encoding: .utf8)
        #expect(got == want, "\(suite): results differ from results.txt")
        for line in got.split(separator: "\n") where line.contains("DOES NOT COMPILE") || line.contains("NEW WARNING") || line.contains("NOT FRESH") {
            Issue.record("\(suite): \(line)")
        }
    }
}
