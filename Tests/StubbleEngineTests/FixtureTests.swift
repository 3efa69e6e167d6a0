import Foundation
import Testing
@testable import StubbleEngine

// Fixtures are documentation: `Fixtures/<case>/input.swift` is what the user has, `expected.swift` what
// the engine writes. A `/*|*/` in the input marks the cursor: the case is "make the declaration there
// stubbable" (`Stubbing.add`). Without a cursor the case is "fix everything" (`Stubbing.fixAll`), for
// annotations the user wrote by hand. Set STUBBLE_UPDATE_FIXTURES=1 to write a missing expected file.
//
// For every case: the expected output is what the action gives; applying the action again changes
// nothing; the file then has no stale-stub findings; removing the stubs gives back the input, byte for
// byte; and every expected output typechecks in Swift 6 mode. A case with `runtime.swift` is built with
// its expected output and run: its standard output must equal `runtime-output.txt`.

let fixturesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
let cursor = "/*|*/"

func fixtureNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesURL.path)) ?? []
    return names.filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("input.swift").path) }.sorted()
}

struct Fixture {
    let name: String
    let input: [UInt8]        // without the cursor marker
    let cursorOffset: Int?
    var dir: URL { fixturesURL.appendingPathComponent(name) }

    init(_ name: String) throws {
        self.name = name
        let raw = try String(contentsOf: fixturesURL.appendingPathComponent(name).appendingPathComponent("input.swift"), encoding: .utf8)
        if let r = raw.range(of: cursor) {
            cursorOffset = raw.utf8.distance(from: raw.utf8.startIndex, to: r.lowerBound)
            input = Array(raw.replacingCharacters(in: r, with: "").utf8)
        } else {
            cursorOffset = nil
            input = Array(raw.utf8)
        }
    }

    func run() -> [UInt8] {
        let edits = cursorOffset.map { Stubbing.add(input, at: $0) } ?? Stubbing.fixAll(input)
        return Stubbing.apply(edits, to: input)
    }

    func expected() throws -> String? {
        let url = dir.appendingPathComponent("expected.swift")
        return try? String(contentsOf: url, encoding: .utf8)
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

func runProcess(_ exe: String, _ args: [String], cwd: URL? = nil) -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: exe)
    p.arguments = args
    if let cwd { p.currentDirectoryURL = cwd }
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    do { try p.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("Fixtures: input → expected, round trips, compiles")
struct FixtureTests {
    @Test("Action gives the expected output", arguments: fixtureNames())
    func expectedOutput(_ name: String) throws {
        let f = try Fixture(name)
        let out = String(decoding: f.run(), as: UTF8.self)
        guard let expected = try f.expected() else {
            if ProcessInfo.processInfo.environment["STUBBLE_UPDATE_FIXTURES"] == "1" {
                try out.write(to: f.dir.appendingPathComponent("expected.swift"), atomically: true, encoding: .utf8)
            }
            Issue.record("\(name): no expected.swift (set STUBBLE_UPDATE_FIXTURES=1 to write it)")
            return
        }
        #expect(out == expected, "\(name)")
    }

    @Test("Expanded output is fresh: no edit from fix, no stale finding", arguments: fixtureNames())
    func freshAfterExpansion(_ name: String) throws {
        let f = try Fixture(name)
        let out = f.run()
        #expect(Stubbing.fixAll(out).isEmpty, "\(name): fixAll after expansion should change nothing")
        let stale = Stubbing.diagnose(out).filter { ["stubble.outOfDate", "stubble.notExpanded", "stubble.orphanedStubs"].contains($0.code) }
        #expect(stale.isEmpty, "\(name): \(stale.map(\.message))")
    }

    @Test("Remove gives back the original bytes", arguments: fixtureNames())
    func removeRestoresInput(_ name: String) throws {
        let f = try Fixture(name)
        guard let c = f.cursorOffset else { return } // fixAll cases: the input is not stub-free
        let out = f.run()
        // The cursor's declaration keeps its keyword; find it again in the output by its first line.
        let edits = Stubbing.removeAll(out)
        #expect(Stubbing.apply(edits, to: out) == f.input, "\(name): removeAll should restore the input")
        // Remove at the cursor (mapped into the output past what was inserted before it) also restores it.
        var offset = c
        for e in TextDiff.edits(from: f.input, to: out) where e.range.upperBound <= c {
            offset += e.newText.utf8.count - e.range.count
        }
        #expect(Stubbing.apply(Stubbing.remove(out, at: offset), to: out) == f.input, "\(name): remove at the cursor should restore the input")
    }

    @Test("Every expected output typechecks in Swift 6 mode")
    func expectedOutputsTypecheck() throws {
        guard let swiftc = swiftc() else {
            Issue.record("swiftc not found")
            return
        }
        let names = fixtureNames().filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("expected.swift").path) }
        // Cases marked `typecheck-objc-interop` use `@objc`: Linux has no Objective-C runtime, so they are
        // typechecked with interop switched on, against a stand-in Foundation that declares NSObject. The
        // compiler's @objc rules (representable types, `dynamic`, selectors) still apply in full.
        let objcNames = Set(names.filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("typecheck-objc-interop").path) })
        let standIn = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-objc-foundation-\(getpid())")
        defer { try? FileManager.default.removeItem(at: standIn) }
        if !objcNames.isEmpty {
            try FileManager.default.createDirectory(at: standIn, withIntermediateDirectories: true)
            let source = standIn.appendingPathComponent("Foundation.swift")
            try "open class NSObject { public init() {} }\n".write(to: source, atomically: true, encoding: .utf8)
            let r = runProcess(swiftc, ["-emit-module", "-module-name", "Foundation", "-Xfrontend", "-enable-objc-interop",
                                        "-emit-module-path", standIn.appendingPathComponent("Foundation.swiftmodule").path, source.path])
            try #require(r.status == 0, "stand-in Foundation does not build:\n\(r.output)")
        }
        // Each file is its own module (fixtures reuse type names); two at a time.
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            let path = fixturesURL.appendingPathComponent(names[i]).appendingPathComponent("expected.swift").path
            let objc = objcNames.contains(names[i]) ? ["-Xfrontend", "-enable-objc-interop", "-I", standIn.path] : []
            let r = runProcess(swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", path] + objc)
            let warnings = r.output.components(separatedBy: "\n").filter { $0.contains("warning:") }
            results.add(names[i], r.status == 0 && warnings.isEmpty ? nil : r.output)
        }
        for (name, failure) in results.all() {
            #expect(failure == nil, "\(name) does not typecheck cleanly:\n\(failure ?? "")")
        }
    }

    @Test("Runtime: hook set → hook runs; hook nil → original runs")
    func runtimeFixtures() throws {
        guard let swiftc = swiftc() else { Issue.record("swiftc not found"); return }
        let names = fixtureNames().filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("runtime.swift").path) }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-runtime-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            let dir = fixturesURL.appendingPathComponent(names[i])
            let exe = tmp.appendingPathComponent(names[i]).path
            let build = runProcess(swiftc, ["-swift-version", "6", "-parse-as-library", "-o", exe,
                                            dir.appendingPathComponent("expected.swift").path, dir.appendingPathComponent("runtime.swift").path])
            guard build.status == 0 else { results.add(names[i], "build failed:\n" + build.output); return }
            let run = runProcess(exe, [])
            let want = (try? String(contentsOf: dir.appendingPathComponent("runtime-output.txt"), encoding: .utf8)) ?? "<missing runtime-output.txt>"
            results.add(names[i], run.status == 0 && run.output == want ? nil : "exit \(run.status), output:\n\(run.output)\nwanted:\n\(want)")
        }
        #expect(!names.isEmpty)
        for (name, failure) in results.all() {
            #expect(failure == nil, "\(name): \(failure ?? "")")
        }
    }
}

extension FixtureTests {
    /// A case with `unstubbed.swift` (a `main` that sets no hook) is built twice, with the input (the original
    /// program) and with the expected output (the stubbed one): both print `unstubbed-output.txt`. With no
    /// hook set, nothing changes: initial values, observers, initialization.
    @Test("Unstubbed: with no hook set, the stubbed program prints what the original prints")
    func unstubbedRunsLikeTheOriginal() throws {
        guard let swiftc = swiftc() else { Issue.record("swiftc not found"); return }
        let names = fixtureNames().filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("unstubbed.swift").path) }
        #expect(!names.isEmpty)
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-unstubbed-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        for name in names {
            let f = try Fixture(name)
            let original = tmp.appendingPathComponent("\(name)-original.swift")
            try Data(f.input).write(to: original)
            let main = f.dir.appendingPathComponent("unstubbed.swift").path
            let want = try String(contentsOf: f.dir.appendingPathComponent("unstubbed-output.txt"), encoding: .utf8)
            for (label, source) in [("original", original.path), ("stubbed", f.dir.appendingPathComponent("expected.swift").path)] {
                let exe = tmp.appendingPathComponent("\(name)-\(label)").path
                let build = runProcess(swiftc, ["-swift-version", "6", "-parse-as-library", "-o", exe, source, main])
                #expect(build.status == 0, "\(name) (\(label)) does not build:\n\(build.output)")
                guard build.status == 0 else { continue }
                let run = runProcess(exe, [])
                #expect(run.status == 0 && run.output == want, "\(name) (\(label)) printed:\n\(run.output)\nwanted:\n\(want)")
            }
        }
    }
}

final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(String, String?)] = []
    func add(_ name: String, _ failure: String?) { lock.lock(); items.append((name, failure)); lock.unlock() }
    func all() -> [(String, String?)] { lock.lock(); defer { lock.unlock() }; return items.sorted { $0.0 < $1.0 } }
}
