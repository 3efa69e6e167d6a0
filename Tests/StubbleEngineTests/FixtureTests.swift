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
// byte; and every expected output compiles in Swift 6 mode through the SIL diagnostic passes (`throughSIL`). A case with `runtime.swift` is built with
// its expected output (and `-D DEBUG`) and run: its standard output must equal `runtime-output.txt`. A case with `unstubbed.swift` (a `main`
// that sets no hook) prints the same from the original and from the stubbed program, with and without the condition.

func fixtureNames() -> [String] { Fixture.names(in: fixturesURL) }

/// The stub fixtures' action (`Fixture` and its format: FixtureKit.swift, Fixtures/README.md).
extension Fixture {
    /// The options of "make stubbable": a case whose header says `spy` is "make stubbable with call recording".
    var stubOptions: StubOptions { StubOptions(spy: options.has("spy")) }

    func run() -> [UInt8] {
        let edits = cursorOffset.map { c in viaPlainText(input) { Stubbing.add($0, at: $1(c), options: stubOptions) } } ?? viaPlainText(input) { text, _ in Stubbing.fixAll(text) }
        return Stubbing.apply(edits, to: input)
    }
}

/// An engine action run as every front end runs it: on the file's plain text (`PlainText`: no byte-order
/// mark, "\n" line breaks), its edits taken back to the file's own bytes. `action` gets the plain text and
/// the map from the file's offsets to the plain text's. For a plain file this is the action itself.
func viaPlainText(_ bytes: [UInt8], _ action: ([UInt8], (Int) -> Int) -> [TextEdit]) -> [TextEdit] {
    let form = PlainText(bytes)
    return form.rawEdits(action(form.plain, form.plainOffset))
}

@Suite("Fixtures: input → expected, round trips, compiles")
struct FixtureTests {
    @Test("Action gives the expected output", arguments: fixtureNames())
    func expectedOutput(_ name: String) throws {
        let f = try Fixture(name)
        // Bytes, not Strings: String equality would let "\r\n" and "\n" or a byte-order mark slip through.
        try f.expectOutput(f.run())
    }

    @Test("Expanded output is fresh: no edit from fix, no stale finding", arguments: fixtureNames())
    func freshAfterExpansion(_ name: String) throws {
        let f = try Fixture(name)
        let out = f.run()
        #expect(viaPlainText(out) { text, _ in Stubbing.fixAll(text) }.isEmpty, "\(name): fixAll after expansion should change nothing")
        let stale = Stubbing.diagnose(PlainText(out).plain).filter { ["stubble.outOfDate", "stubble.notExpanded", "stubble.orphanedStubs"].contains($0.code) }
        #expect(stale.isEmpty, "\(name): \(stale.map(\.message))")
    }

    @Test("Remove gives back the original bytes", arguments: fixtureNames())
    func removeRestoresInput(_ name: String) throws {
        let f = try Fixture(name)
        guard let c = f.cursorOffset else { return } // fixAll cases: the input is not stub-free
        let out = f.run()
        // The cursor's declaration keeps its keyword; find it again in the output by its first line.
        let edits = viaPlainText(out) { text, _ in Stubbing.removeAll(text) }
        #expect(Stubbing.apply(edits, to: out) == f.input, "\(name): removeAll should restore the input")
        // Remove at the cursor (mapped into the output past what was inserted before it) also restores it.
        var offset = c
        for e in TextDiff.edits(from: f.input, to: out) where e.range.upperBound <= c {
            offset += e.newText.utf8.count - e.range.count
        }
        #expect(Stubbing.apply(viaPlainText(out) { Stubbing.remove($0, at: $1(offset)) }, to: out) == f.input, "\(name): remove at the cursor should restore the input")
    }

    /// Earlier versions wrote a struct's box with `Decoder`, `Encoder` and `Hasher` unqualified (now `Swift.…`,
    /// so a module's own `Decoder` cannot shadow them: the `shadowed-standard-library-names` case). Such a box
    /// is accepted as it is: every stubbed struct reported out of date at once, for a spelling, would be noise.
    @Test("A box as earlier versions wrote it is fresh, and remove still gives back the original bytes")
    func boxWrittenByEarlierVersions() throws {
        var withBox = 0
        for name in fixtureNames() {
            let f = try Fixture(name)
            let out = f.run()
            // Only the box's three lines: a hook copying the user's own `any Swift.Decoder` stays as written.
            let box = ["init(from decoder: any Swift.Decoder) throws {} // stubble", "func encode(to encoder: any Swift.Encoder) throws {} // stubble",
                       "func hash(into hasher: inout Swift.Hasher) {} // stubble"]
            let lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard box.contains(where: { line.hasSuffix($0) || line.hasSuffix($0 + "\r") }) else { return String(line) }
                return String(line).replacing("any Swift.Decoder", with: "any Decoder").replacing("any Swift.Encoder", with: "any Encoder")
                    .replacing("inout Swift.Hasher", with: "inout Hasher")
            }
            let old = Array(lines.joined(separator: "\n").utf8)
            guard old != out else { continue }
            withBox += 1
            #expect(viaPlainText(old) { text, _ in Stubbing.fixAll(text) }.isEmpty, "\(name): fixAll should leave an earlier version's box as it is")
            let stale = Stubbing.diagnose(PlainText(old).plain).filter { ["stubble.outOfDate", "stubble.notExpanded", "stubble.orphanedStubs"].contains($0.code) }
            #expect(stale.isEmpty, "\(name): \(stale.map(\.message))")
            if f.cursorOffset != nil {
                #expect(Stubbing.apply(viaPlainText(old) { text, _ in Stubbing.removeAll(text) }, to: old) == f.input, "\(name): removeAll should restore the input")
            }
        }
        #expect(withBox > 30, "the fixtures should hold many structs' boxes; found \(withBox)")
    }

    @Test("Every expected output compiles in Swift 6 mode through SIL diagnostics, without warnings")
    func expectedOutputsTypecheck() throws {
        guard let swiftc = swiftc() else {
            Issue.record("swiftc not found")
            return
        }
        let cases = try Fixture.names(having: "expected.swift").map { try Fixture($0) }
        // Cases whose header says `typecheck-objc-interop` use `@objc`: Linux has no Objective-C runtime, so they are
        // typechecked with interop switched on, against a stand-in Foundation that declares NSObject. The
        // compiler's @objc rules (representable types, `dynamic`, selectors) still apply in full.
        let objcNames = Set(cases.filter { $0.options.has("typecheck-objc-interop") }.map(\.name))
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
        // Each file is its own module (fixtures reuse type names); the jobs run side by side. A file with an `#if` (a
        // `condition` case, or the user's own) is compiled twice: with DEBUG set and without, so both the
        // hooks and what a build with the condition off sees go through the compiler.
        var jobs: [FixtureCompiler.Job] = []
        for f in cases {
            let objc = objcNames.contains(f.name) ? ["-Xfrontend", "-enable-objc-interop", "-I", standIn.path] : []
            // SIL generation with Objective-C interop needs Foundation's bridged types, which Linux does not
            // have ("could not find Objective-C bridge type for type 'Bool'"), so @objc cases stop after typechecking.
            let mode = objc.isEmpty ? throughSIL : ["-typecheck", "-swift-version", "6"]
            jobs.append(.init(label: f.name, files: f.expectedURLs, flags: mode + ["-parse-as-library", "-DDEBUG"] + objc))
            if (try f.expected())?.containsIf == true { jobs.append(.init(label: f.name + " (DEBUG not set)", files: f.expectedURLs, flags: mode + ["-parse-as-library"] + objc)) }
        }
        FixtureCompiler.expectClean(jobs)
    }

    @Test("Runtime: hook set → hook runs; hook nil → original runs")
    func runtimeFixtures() throws {
        let cases = try Fixture.names(having: "runtime.swift").map { try Fixture($0) }
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            // With DEBUG set, like a test build: hooks inside `#if DEBUG` are there to set.
            results.add(cases[i].name, cases[i].runRuntime(with: cases[i].expectedURLs, flags: ["-D", "DEBUG"]).failure)
        }
        #expect(!cases.isEmpty)
        for (name, failure) in results.all() {
            #expect(failure == nil, "\(name): \(failure ?? "")")
        }
    }
}

extension FixtureTests {
    /// A case with `unstubbed.swift` (a `main` that sets no hook; every case with `runtime.swift` has one) is
    /// built from the input (the original program) and from what stubbing writes, both as the case is (its
    /// expected output) and stubbed with `condition: DEBUG`; each with `-D DEBUG` and without. Every build
    /// prints what the original prints with the same flags, and `unstubbed-output.txt` when there is one:
    /// with no hook set nothing changes (initial values, observers, initialization, coding), with the
    /// condition on and off.
    @Test("Unstubbed: with no hook set, the stubbed program prints what the original prints, with the condition on and off")
    func unstubbedRunsLikeTheOriginal() throws {
        guard let swiftc = swiftc() else { Issue.record("swiftc not found"); return }
        let names = fixtureNames().filter { FileManager.default.fileExists(atPath: fixturesURL.appendingPathComponent($0).appendingPathComponent("unstubbed.swift").path) }
        #expect(names.count >= 25)
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-unstubbed-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        // Every program to build: (case, what, flags, source).
        var builds: [(name: String, label: String, flags: [String], source: URL)] = []
        let debugFlags: [[String]] = [[], ["-D", "DEBUG"]]
        for name in names {
            let f = try Fixture(name)
            let original = tmp.appendingPathComponent("\(name)-original.swift")
            try Data(f.input).write(to: original)
            let conditional = tmp.appendingPathComponent("\(name)-condition.swift")
            let stubbedWithCondition = f.runWithCondition("DEBUG")
            #expect(String(decoding: stubbedWithCondition, as: UTF8.self).contains("#if DEBUG // stubble"), "\(name): stubbing with condition DEBUG wrote no '#if DEBUG'")
            try Data(stubbedWithCondition).write(to: conditional)
            // A source without `#if` compiles the same with and without DEBUG: built once, its output stands for both.
            let expected = f.dir.appendingPathComponent("expected.swift")
            for flags in debugFlags {
                if flags.isEmpty || f.input.containsIf { builds.append((name, "original", flags, original)) }
                if flags.isEmpty || ((try? f.expected()) ?? nil)?.containsIf ?? true { builds.append((name, "stubbed", flags, expected)) }
                builds.append((name, "stubbed with condition DEBUG", flags, conditional))
            }
        }
        let outputs = ConcurrentResults()
        let all = builds
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            let b = all[i]
            let key = "\(b.name)|\(b.label)|\(b.flags.joined(separator: " "))"
            let exe = tmp.appendingPathComponent("exe-\(i)").path
            let main = fixturesURL.appendingPathComponent(b.name).appendingPathComponent("unstubbed.swift").path
            let build = runProcess(swiftc, ["-swift-version", "6", "-parse-as-library"] + b.flags + ["-o", exe, b.source.path, main])
            guard build.status == 0 else { outputs.add(key, "BUILD FAILED:\n" + build.output); return }
            let run = runProcess(exe, [])
            outputs.add(key, run.status == 0 ? run.output : "EXIT \(run.status):\n" + run.output)
        }
        var printed: [String: String] = [:]
        for (key, output) in outputs.all() { printed[key] = output ?? "" }
        for name in names {
            let want = try? String(contentsOf: fixturesURL.appendingPathComponent(name).appendingPathComponent("unstubbed-output.txt"), encoding: .utf8)
            for flags in debugFlags {
                let f = flags.joined(separator: " ")
                func output(_ label: String) -> String { printed["\(name)|\(label)|\(f)"] ?? printed["\(name)|\(label)|"] ?? "<not built>" }
                let original = output("original")
                #expect(!original.hasPrefix("BUILD FAILED") && !original.hasPrefix("EXIT"), "\(name): the original program \(f) failed:\n\(original)")
                if let want { #expect(original == want, "\(name): the original program \(f) printed:\n\(original)\nwanted:\n\(want)") }
                for label in ["stubbed", "stubbed with condition DEBUG"] {
                    let out = output(label)
                    #expect(out == original, "\(name) (\(label), flags '\(f)') printed:\n\(out)\nthe original printed:\n\(original)")
                }
            }
        }
    }
}

extension [UInt8] {
    /// Whether the text has a `#if` (a compilation condition: built with and without DEBUG).
    var containsIf: Bool { Stubbing.contains(self, Array("#if".utf8)) }
}

extension Fixture {
    /// The case's action with every stub inside `#if CONDITION`: `add` at the cursor with that option, or,
    /// for a case of hand-written annotations, those annotations given the condition, then "fix everything".
    func runWithCondition(_ condition: String) -> [UInt8] {
        if let c = cursorOffset {
            let edits = viaPlainText(input) { Stubbing.add($0, at: $1(c), options: StubOptions(condition: condition, spy: stubOptions.spy)) }
            return Stubbing.apply(edits, to: input)
        }
        var text = String(decoding: input, as: UTF8.self)
        for form in ["// @Stubbable", "@Stubbable"] {
            text = text.replacingOccurrences(of: form + "\n", with: form + "(condition: \(condition))\n")
            text = text.replacingOccurrences(of: form + "(spy: true)\n", with: form + "(spy: true, condition: \(condition))\n")
        }
        let annotated = Array(text.utf8)
        return Stubbing.apply(viaPlainText(annotated) { t, _ in Stubbing.fixAll(t) }, to: annotated)
    }
}

@Suite("Examples: what the README's quick start runs")
struct ExamplesTests {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    @Test("The stubbed example is what 'make stubbable' writes, and is fresh")
    func stubbedExampleIsFresh() throws {
        let original = [UInt8](try Data(contentsOf: examples.appendingPathComponent("RosterService.swift")))
        let stubbed = [UInt8](try Data(contentsOf: examples.appendingPathComponent("StubbedRosterService.swift")))
        #expect(Stubbing.fixAll(stubbed).isEmpty)
        // The two differ in their header comment (3 lines) and the stubs: removing the stubs gives the body back.
        let removed = Stubbing.apply(Stubbing.removeAll(stubbed), to: stubbed)
        func body(_ b: [UInt8]) -> [Substring] { String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map { $0 } }
        #expect(body(removed) == body(original))
    }

    @Test("The plugin sample's stubs are fresh: Scripts/plugin-sample.sh expects 'swift package stubble check' to pass on them")
    func pluginSampleIsFresh() throws {
        let file = examples.appendingPathComponent("PluginSample/Sources/Weather/Forecaster.swift")
        let text = [UInt8](try Data(contentsOf: file))
        #expect(Stubbing.fixAll(text).isEmpty)
        #expect(Engine.diagnose(text).filter { $0.severity == .warning || $0.severity == .error }.isEmpty)
        #expect(String(decoding: text, as: UTF8.self).contains("var _temperature: ((String) -> Double)? = nil // stubble"))
    }

    @Test("The counting test (a hook that counts calls in a local var) compiles in Swift 6 mode and runs")
    func countingCallsTestRuns() throws {
        guard let swiftc = swiftc() else { Issue.record("swiftc not found"); return }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-examples-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let exe = tmp.appendingPathComponent("counting").path
        let build = runProcess(swiftc, ["-swift-version", "6", "-parse-as-library", "-o", exe,
                                        examples.appendingPathComponent("StubbedRosterService.swift").path,
                                        examples.appendingPathComponent("CountingCallsTest.swift").path])
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        guard build.status == 0 else { return }
        let run = runProcess(exe, [])
        #expect(run.status == 0)
        #expect(run.output == "students: 1, calls: 1\noffline: 0, calls: 1\nstudents: 0, calls: 1\n", "\(run.output)")
    }
}
