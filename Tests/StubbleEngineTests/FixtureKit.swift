import Foundation
import Testing

// The one fixture model and runner of the engine tests. The format is written down in `Fixtures/README.md`:
// every suite of fixtures (stubs, `CrossFile`, `Mocks`, `MockRuns`, `Migration`) finds its cases, reads their
// cursor and options, compares and updates their expected files, compiles them and runs their `runtime.swift`
// through what is here; a suite only says which engine action a case runs and what else it checks.

let fixturesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The one cursor marker: where the user asks for the action (make stubbable, generate mock).
let cursor = "/*|*/"

/// The one options header: a first line `// fixture-options: WORD WORD KEY=VALUE` of an input file. It stays in the
/// file (it is a comment, so it is in the expected output too).
struct FixtureOptions: Equatable {
    static let prefix = "// fixture-options:"
    var words: [String] = []

    init(words: [String] = []) { self.words = words }

    /// The header of a file's first line, or no option.
    init(_ text: [UInt8]) {
        let firstLine = text.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        let line = String(decoding: firstLine, as: UTF8.self)
        guard line.hasPrefix(Self.prefix) else { return }
        words = line.dropFirst(Self.prefix.count).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    func has(_ word: String) -> Bool { words.contains(word) }

    /// The value of a `key=value` word.
    func value(_ key: String) -> String? {
        words.first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }
}

/// One file of a case's input: its name, its bytes without the cursor, and the cursor's byte offset.
struct FixtureFile {
    let name: String
    let text: [UInt8]
    let cursor: Int?

    /// Bytes, not a String: a fixture may start with a byte-order mark or use CR line breaks.
    init(name: String, raw: [UInt8]) {
        self.name = name
        let marker = Array(StubbleEngineTests.cursor.utf8)
        if raw.count >= marker.count, let at = (0...(raw.count - marker.count)).first(where: { raw[$0..<($0 + marker.count)].elementsEqual(marker) }) {
            cursor = at
            text = Array(raw[..<at] + raw[(at + marker.count)...])
        } else {
            cursor = nil
            text = raw
        }
    }
}

/// One case: `ROOT/NAME/input.swift` (a single file, its output `expected.swift`) or `ROOT/NAME/input/*.swift`
/// (several files of one module, their outputs `expected/*.swift` under the same names).
struct Fixture {
    let root: URL
    let name: String
    let inputs: [FixtureFile]
    let isMultiFile: Bool
    /// The options of the case: the header of its input file (of its input files, for several).
    let options: FixtureOptions

    var dir: URL { root.appendingPathComponent(name) }

    init(_ name: String, in root: URL = fixturesURL) throws {
        self.root = root
        self.name = name
        let dir = root.appendingPathComponent(name)
        let single = dir.appendingPathComponent("input.swift")
        if FileManager.default.fileExists(atPath: single.path) {
            isMultiFile = false
            inputs = [FixtureFile(name: "input.swift", raw: [UInt8](try Data(contentsOf: single)))]
        } else {
            isMultiFile = true
            let folder = dir.appendingPathComponent("input")
            inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map {
                FixtureFile(name: $0, raw: [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))))
            }
        }
        options = FixtureOptions(words: inputs.flatMap { FixtureOptions($0.text).words })
    }

    /// The cases under `root`: folders with an `input.swift` or an `input/` folder, in name order.
    static func names(in root: URL = fixturesURL) -> [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return items.filter { item in
            let dir = root.appendingPathComponent(item)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: dir.appendingPathComponent("input.swift").path)
                || (FileManager.default.fileExists(atPath: dir.appendingPathComponent("input").path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }.sorted()
    }

    /// Names of the cases under `root` that have `file`.
    static func names(in root: URL = fixturesURL, having file: String) -> [String] {
        names(in: root).filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent(file).path) }
    }

    // MARK: single-file cases

    /// The input without the cursor (a single-file case).
    var input: [UInt8] { inputs[0].text }
    var cursorOffset: Int? { inputs[0].cursor }
    /// The files with a cursor, in name order, and the cursor's offset in each.
    var cursors: [(file: String, offset: Int)] { inputs.compactMap { f in f.cursor.map { (f.name, $0) } } }

    func url(_ file: String) -> URL { dir.appendingPathComponent(file) }
    func has(_ file: String) -> Bool { FileManager.default.fileExists(atPath: url(file).path) }
    func read(_ file: String) -> String? { try? String(contentsOf: url(file), encoding: .utf8) }

    /// The expected output of a single-file case, if written.
    func expected() throws -> [UInt8]? {
        (try? Data(contentsOf: url("expected.swift"))).map { [UInt8]($0) }
    }

    // MARK: every case

    /// Where a file's expected output is: `expected.swift`, or `expected/NAME` for several files.
    func expectedURL(_ file: String) -> URL {
        isMultiFile ? dir.appendingPathComponent("expected").appendingPathComponent(file) : url("expected.swift")
    }

    /// The expected outputs, one per input file in the inputs' order; nil when one is missing.
    func expectedFiles() -> [(name: String, text: [UInt8])]? {
        var out: [(name: String, text: [UInt8])] = []
        for input in inputs {
            guard let data = FileManager.default.contents(atPath: expectedURL(input.name).path) else { return nil }
            out.append((input.name, [UInt8](data)))
        }
        return out
    }

    /// The expected files' URLs, in the inputs' order.
    var expectedURLs: [URL] { inputs.map { expectedURL($0.name) } }

    static var updating: Bool { ProcessInfo.processInfo.environment["STUBBLE_UPDATE_FIXTURES"] == "1" }

    /// Checks an action's output against the expected files, byte for byte (a String compare would let "\r\n"
    /// and "\n" or a byte-order mark slip through). With STUBBLE_UPDATE_FIXTURES=1, a missing or different
    /// expected file is written, and the test still fails (an update run never passes): review, then run again.
    func expectOutput(_ output: [(name: String, text: [UInt8])], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(output.map(\.name) == inputs.map(\.name), "\(name): one output per input file", sourceLocation: sourceLocation)
        if isMultiFile, !Self.updating {
            // No expected file without its input: `expected/` holds exactly the input files' names.
            let written = ((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("expected").path)) ?? []).filter { $0.hasSuffix(".swift") }
            #expect(written.sorted() == inputs.map(\.name), "\(name): expected/ holds \(written.sorted())", sourceLocation: sourceLocation)
        }
        for file in output {
            let url = expectedURL(file.name)
            let want = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
            if Self.updating, want != file.text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text).write(to: url)
                Issue.record("\(name): wrote \(url.lastPathComponent) (STUBBLE_UPDATE_FIXTURES=1); review it", sourceLocation: sourceLocation)
                continue
            }
            guard let want else {
                Issue.record("\(name): no \(url.lastPathComponent) (set STUBBLE_UPDATE_FIXTURES=1 to write it)", sourceLocation: sourceLocation)
                continue
            }
            let same = file.text == want
            #expect(same, "\(name)/\(file.name) differs from \(url.lastPathComponent); the action gave:\n\(String(decoding: file.text, as: UTF8.self))", sourceLocation: sourceLocation)
        }
    }

    /// A single-file case's output against `expected.swift`.
    func expectOutput(_ output: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectOutput([(inputs[0].name, output)], sourceLocation: sourceLocation)
    }

    // MARK: runtime

    /// The runtime convention: `runtime.swift` (a `@main` that uses the expected output and prints) is built with
    /// `files` and run; it must exit 0 and print exactly `runtime-output.txt` (written when missing with
    /// STUBBLE_UPDATE_FIXTURES=1). The failure, or nil; and the program's output.
    func runRuntime(with files: [URL], flags: [String]) -> (failure: String?, output: String) {
        guard let swiftc = swiftc() else { return ("swiftc not found", "") }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-runtime-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        do {
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        } catch { return ("\(error)", "") }
        // Named after the case: without `-module-name`, the program's module takes the executable's name, and a
        // runtime output that prints a type's full name (`dump`, `String(reflecting:)`) shows it.
        let exe = tmp.appendingPathComponent(name).path
        let build = runProcess(swiftc, ["-swift-version", "6", "-parse-as-library"] + flags + ["-o", exe] + files.map(\.path) + [url("runtime.swift").path])
        guard build.status == 0 else { return ("build failed:\n" + build.output, "") }
        let run = runProcess(exe, [])
        let wantURL = url("runtime-output.txt")
        if Self.updating, !has("runtime-output.txt"), run.status == 0 {
            try? run.output.write(to: wantURL, atomically: true, encoding: .utf8)
            return ("wrote runtime-output.txt (STUBBLE_UPDATE_FIXTURES=1); review it", run.output)
        }
        let want = read("runtime-output.txt") ?? "<missing runtime-output.txt>"
        return (run.status == 0 && run.output == want ? nil : "exit \(run.status), output:\n\(run.output)\nwanted:\n\(want)", run.output)
    }
}

/// The compiler that judges the expected outputs: $SWIFTC, else `swiftc` on the PATH, else the toolchain's.
func swiftc() -> String? {
    let env = ProcessInfo.processInfo.environment
    if let explicit = env["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
    for dir in (env["PATH"] ?? "").split(separator: ":") {
        let path = String(dir) + "/swiftc"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    for path in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"] where FileManager.default.isExecutableFile(atPath: path) { return path }
    return nil
}

/// How the tests compile generated code: Swift 6 mode, up to and including the mandatory SIL passes
/// (definite initialization, region isolation and `sending`, exclusivity, move checking), whose diagnostics
/// `-typecheck` never reaches. `-wmo` lets one run take several files of one module; the SIL goes nowhere.
let throughSIL = ["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-package-name", "StubbleFixtures"]

func runProcess(_ exe: String, _ args: [String], cwd: URL? = nil) -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: exe)
    p.arguments = args
    if let cwd { p.currentDirectoryURL = cwd }
    // A temporary folder of its own, removed after it: the compiler's driver leaves a `TemporaryDirectory.*`
    // folder in `TMPDIR` on every run (thousands a day in `/tmp`).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-process-\(UUID().uuidString)")
    if (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        p.environment = environment
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    do { try p.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The batched compile check of every fixture suite: each job is one swiftc run (one module: a case's files, or
/// a whole dialect's files in one run), the jobs run side by side (`concurrentPerform`, as many as cores), and a
/// job fails on a non-zero exit or any warning.
enum FixtureCompiler {
    struct Job {
        var label: String
        var files: [URL]
        /// Everything but the files: the mode (`throughSIL`, or `-typecheck`), defines, other flags.
        var flags: [String]
    }

    /// (label, failure or nil) per job, in label order.
    static func check(_ jobs: [Job]) -> [(String, String?)] {
        guard let swiftc = swiftc() else { return [("swiftc", "swiftc not found")] }
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            let job = jobs[i]
            let r = runProcess(swiftc, job.flags + job.files.map(\.path))
            let warnings = r.output.components(separatedBy: "\n").filter { $0.contains("warning:") }
            results.add(job.label, r.status == 0 && warnings.isEmpty ? nil : r.output)
        }
        return results.all()
    }

    /// Copies files into one temporary folder under unique names (`index-folder-file.swift`): swiftc refuses two
    /// inputs with the same file name, and a dialect batched into one module has an `expected.swift` per case.
    static func uniquelyNamedCopies(_ files: [URL]) throws -> [URL] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-fixture-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try files.enumerated().map { i, file in
            // A case's folder names its file; `expected/` files get their index too.
            let target = directory.appendingPathComponent("\(i)-" + file.deletingLastPathComponent().lastPathComponent + "-" + file.lastPathComponent)
            try FileManager.default.copyItem(at: file, to: target)
            return target
        }
    }

    /// Removes the folder `uniquelyNamedCopies` made the copies in.
    static func removeCopies(_ copies: [URL]) {
        guard let folder = copies.first?.deletingLastPathComponent(), folder.lastPathComponent.hasPrefix("stubble-fixture-batch-") else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Checks the jobs and records one issue per failing job.
    static func expectClean(_ jobs: [Job], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!jobs.isEmpty, sourceLocation: sourceLocation)
        for (label, failure) in check(jobs) {
            #expect(failure == nil, "\(label) does not compile cleanly:\n\(failure ?? "")", sourceLocation: sourceLocation)
        }
    }
}

final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(String, String?)] = []
    func add(_ name: String, _ failure: String?) { lock.lock(); items.append((name, failure)); lock.unlock() }
    func all() -> [(String, String?)] { lock.lock(); defer { lock.unlock() }; return items.sorted { $0.0 < $1.0 } }
}
