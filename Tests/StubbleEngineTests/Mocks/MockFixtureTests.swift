import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Fixtures in `Fixtures/Mocks/<shape>/`:
/// - `input.swift`: a protocol, with `/*cursor*/` where the user asks for a mock. A first line
///   `// fixture-options: strict no-presets condition=NAME` sets options (kept in the file);
/// - `expected.swift`: the file after "Generate mock" (written on the first run, or with
///   `STUBBLE_UPDATE_FIXTURES=1`; review it);
/// - `other.swift` (optional): another file of the workspace, passed as context;
/// - `driver.swift` (optional): a program using the mock, compiled with `expected.swift` and run.
enum MockFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Mocks")
    static let cursor = "/*cursor*/"

    static var names: [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return items.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("input.swift").path) }.sorted()
    }

    static func url(_ name: String, _ file: String) -> URL {
        root.appendingPathComponent(name).appendingPathComponent(file)
    }

    static func read(_ name: String, _ file: String) -> String? {
        try? String(contentsOf: url(name, file), encoding: .utf8)
    }

    static func options(_ input: String) -> MockOptions {
        var options = MockOptions()
        guard let line = input.split(separator: "\n").first, line.hasPrefix("// fixture-options:") else { return options }
        for word in line.dropFirst("// fixture-options:".count).split(separator: " ") {
            if word == "strict" { options.strict = true }
            if word == "no-presets" { options.presets = false }
            if word.hasPrefix("condition=") { options.condition = MockCondition(argument: String(word.dropFirst("condition=".count))) }
        }
        return options
    }

    /// The fixtures form one module (they are compiled together), which declares `StubbleDefaultProvidable` once:
    /// in the fixture that shows it written, `defaultsDeclaredBy`. Every other fixture is generated with the
    /// declaration in another file of its context, as the editor and `stubble fix` see the rest of the module, and
    /// its driver is built with `moduleDefaults` (that declaration alone).
    static let defaultsDeclaredBy = "defaults-provided"
    static let moduleDefaults = root.appendingPathComponent("module-defaults.swift")

    static func context(_ name: String) -> MockContext {
        var files: [SourceFile] = []
        if name != defaultsDeclaredBy, let declaration = try? String(contentsOf: moduleDefaults, encoding: .utf8) {
            files.append(SourceFile(declaration))
        }
        if let other = read(name, "other.swift") { files.append(SourceFile(other)) }
        return MockContext(files: files)
    }

    /// The input with the cursor removed, and the cursor's byte offset.
    static func input(_ name: String) -> (text: String, offset: Int)? {
        guard let raw = read(name, "input.swift"), let range = raw.range(of: cursor) else { return nil }
        let offset = raw.utf8.distance(from: raw.startIndex, to: range.lowerBound)
        return (raw.replacingCharacters(in: range, with: ""), offset)
    }

    static func generated(_ name: String) -> String? {
        guard let (text, offset) = input(name) else { return nil }
        let file = SourceFile(text)
        let outcome = Mocking.generate(protocolAt: offset, in: file, context: context(name), options: options(read(name, "input.swift") ?? ""))
        guard case .edits(let edits) = outcome else { return nil }
        return String(decoding: Mocking.apply(edits, to: file.bytes), as: UTF8.self)
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["STUBBLE_UPDATE_FIXTURES"] != nil }

    /// Defines the fixtures compile with: DEBUG, and the flag of condition-flag.
    static let defines = ["DEBUG", "MOCKS"]
}

@Suite("Protocol mocks: fixtures")
struct MockFixtureTests {
    @Test("Generate mock gives the expected file", arguments: MockFixtures.names)
    func generateMatchesExpected(_ name: String) throws {
        let generated = try #require(MockFixtures.generated(name), "no mock generated for \(name)")
        let expectedURL = MockFixtures.url(name, "expected.swift")
        if MockFixtures.updating || !FileManager.default.fileExists(atPath: expectedURL.path) {
            try generated.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(generated == expected)
    }

    @Test("A fresh mock is up to date: no finding, regenerating changes nothing", arguments: MockFixtures.names)
    func freshMockIsUpToDate(_ name: String) throws {
        let expected = try #require(MockFixtures.read(name, "expected.swift"))
        let file = SourceFile(expected)
        let context = MockFixtures.context(name)
        #expect(Mocking.diagnose(file, context: context) == [])
        #expect(Mocking.refreshAll(in: file, context: context) == [])
        let (_, offset) = try #require(MockFixtures.input(name))
        if case .edits(let edits) = Mocking.generate(protocolAt: offset, in: file, context: context) {
            #expect(edits == [])
        } else {
            Issue.record("regenerating \(name) did not give edits")
        }
    }

    @Test("Every expected file compiles in Swift 6 mode through SIL diagnostics (one batched swiftc run)")
    func expectedFilesTypecheck() throws {
        var files: [URL] = []
        for name in MockFixtures.names {
            files.append(MockFixtures.url(name, "expected.swift"))
            if MockFixtures.read(name, "other.swift") != nil { files.append(MockFixtures.url(name, "other.swift")) }
        }
        let run = try SwiftCompiler.compile(files, defines: MockFixtures.defines)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("warning:"), "\(run.output)")
    }

    @Test("With the conditions off (no DEBUG, no MOCKS), every expected file still compiles through SIL diagnostics")
    func expectedFilesCompileWithConditionsOff() throws {
        var files: [URL] = []
        for name in MockFixtures.names {
            files.append(MockFixtures.url(name, "expected.swift"))
            if MockFixtures.read(name, "other.swift") != nil { files.append(MockFixtures.url(name, "other.swift")) }
        }
        let run = try SwiftCompiler.compile(files, defines: [])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("warning:"), "\(run.output)")
    }

    @Test("Drivers use the mocks at run time", arguments: MockFixtures.names.filter { MockFixtures.read($0, "driver.swift") != nil && $0 != "sendable" })
    func driverRuns(_ name: String) throws {
        var files = [MockFixtures.url(name, "expected.swift"), MockFixtures.url(name, "driver.swift")]
        if MockFixtures.read(name, "other.swift") != nil { files.append(MockFixtures.url(name, "other.swift")) }
        if name != MockFixtures.defaultsDeclaredBy { files.append(MockFixtures.moduleDefaults) }
        let (build, run) = try SwiftCompiler.buildAndRun(files, defines: MockFixtures.defines)
        #expect(build.status == 0, "\(build.output)")
        #expect(run?.status == 0, "\(run?.output ?? "")")
        #expect(run?.output.contains("\(name): ok") == true, "\(run?.output ?? "")")
    }

    @Test("The module's declaration of StubbleDefaultProvidable is the one Stubble writes, and only one fixture writes it")
    func moduleDefaultsIsTheGeneratedDeclaration() throws {
        let declaration = try String(contentsOf: MockFixtures.moduleDefaults, encoding: .utf8)
        #expect(declaration == MockDefaultsDeclaration.lines.joined(separator: "\n") + "\n")
        let declaring = MockFixtures.names.filter { MockFixtures.read($0, "expected.swift")?.contains("protocol StubbleDefaultProvidable {") == true }
        #expect(declaring == [MockFixtures.defaultsDeclaredBy])
    }

    @Test("A Sendable mock called from many tasks is race-free under the thread sanitizer")
    func sendableMockUnderThreadSanitizer() throws {
        let files = [MockFixtures.url("sendable", "expected.swift"), MockFixtures.url("sendable", "driver.swift"), MockFixtures.moduleDefaults]
        let (build, run) = try SwiftCompiler.buildAndRun(files, extraFlags: ["-sanitize=thread"], defines: MockFixtures.defines)
        #expect(build.status == 0, "\(build.output)")
        #expect(run?.status == 0, "\(run?.output ?? "")")
        #expect(run?.output.contains("sendable: ok") == true, "\(run?.output ?? "")")
        #expect(run?.output.contains("ThreadSanitizer") == false, "\(run?.output ?? "")")
    }
}
