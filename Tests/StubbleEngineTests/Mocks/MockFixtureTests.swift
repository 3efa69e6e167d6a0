import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Fixtures in `Fixtures/Mocks/<shape>/`, in the one fixture format (Fixtures/README.md, `Fixture`):
/// - `input.swift`: a protocol, with the cursor `/*|*/` where the user asks for a mock. The options header
///   `// fixture-options: strict no-presets condition=NAME` sets options (kept in the file);
/// - `expected.swift`: the file after "Generate mock" (written with `STUBBLE_UPDATE_FIXTURES=1`; review it);
/// - or, for a workspace of several files, `input/*.swift` (one with the cursor; the others are passed as context
///   and stay as they are) and `expected/*.swift`;
/// - `runtime.swift` + `runtime-output.txt` (optional): a program using the mock, compiled with `expected.swift`
///   and run; it prints `<shape>: ok` at its end and exactly `runtime-output.txt`.
enum MockFixtures {
    static let root = fixturesURL.appendingPathComponent("Mocks")

    static var names: [String] { Fixture.names(in: root) }

    static func fixture(_ name: String) throws -> Fixture { try Fixture(name, in: root) }

    static func url(_ name: String, _ file: String) -> URL {
        root.appendingPathComponent(name).appendingPathComponent(file)
    }

    static func read(_ name: String, _ file: String) -> String? {
        try? String(contentsOf: url(name, file), encoding: .utf8)
    }

    static func options(_ fixture: Fixture) -> MockOptions {
        var options = MockOptions()
        if fixture.options.has("strict") { options.strict = true }
        if fixture.options.has("no-presets") { options.presets = false }
        if let condition = fixture.options.value("condition") { options.condition = MockCondition(argument: condition) }
        return options
    }

    /// The fixtures form one module (they are compiled together), which declares `StubbleDefaultProvidable` once:
    /// in the fixture that shows it written, `defaultsDeclaredBy`. Every other fixture is generated with the
    /// declaration in another file of its context, as the editor and `stubble fix` see the rest of the module, and
    /// its runtime program is built with `moduleDefaults` (that declaration alone).
    static let defaultsDeclaredBy = "defaults-provided"
    static let moduleDefaults = root.appendingPathComponent("module-defaults.swift")

    static func context(_ name: String) -> MockContext {
        var files: [SourceFile] = []
        if name != defaultsDeclaredBy, let declaration = try? String(contentsOf: moduleDefaults, encoding: .utf8) {
            files.append(SourceFile(declaration))
        }
        // The case's other files: the context the caller passes.
        if let f = try? fixture(name) { files += f.inputs.filter { $0.cursor == nil }.map { SourceFile($0.text) } }
        return MockContext(files: files)
    }

    /// The file with the cursor: its name, its text without the cursor, and the cursor's byte offset.
    static func cursorFile(_ name: String) -> (name: String, text: String, offset: Int)? {
        guard let f = try? fixture(name), let input = f.inputs.first(where: { $0.cursor != nil }), let offset = input.cursor else { return nil }
        return (input.name, String(decoding: input.text, as: UTF8.self), offset)
    }

    /// The input with the cursor removed, and the cursor's byte offset.
    static func input(_ name: String) -> (text: String, offset: Int)? {
        cursorFile(name).map { ($0.text, $0.offset) }
    }

    /// The expected output of the file with the cursor.
    static func expected(_ name: String) -> String? {
        guard let f = try? fixture(name), let file = cursorFile(name) else { return nil }
        return try? String(contentsOf: f.expectedURL(file.name), encoding: .utf8)
    }

    /// Every file after "Generate mock": the cursor's file with its mock, the others as they are.
    static func generated(_ name: String) -> [(name: String, text: [UInt8])]? {
        guard let f = try? fixture(name), let (cursorName, text, offset) = cursorFile(name) else { return nil }
        let file = SourceFile(text)
        let outcome = Mocking.generate(protocolAt: offset, in: file, context: context(name), options: options(f))
        guard case .edits(let edits) = outcome else { return nil }
        let mocked = Mocking.apply(edits, to: file.bytes)
        return f.inputs.map { ($0.name, $0.name == cursorName ? mocked : $0.text) }
    }

    /// Defines the fixtures compile with: DEBUG, and the flag of condition-flag.
    static let defines = ["DEBUG", "MOCKS"]
}

@Suite("Protocol mocks: fixtures")
struct MockFixtureTests {
    @Test("Generate mock gives the expected file", arguments: MockFixtures.names)
    func generateMatchesExpected(_ name: String) throws {
        let generated = try #require(MockFixtures.generated(name), "no mock generated for \(name)")
        try MockFixtures.fixture(name).expectOutput(generated)
    }

    @Test("A fresh mock is up to date: no finding, regenerating changes nothing", arguments: MockFixtures.names)
    func freshMockIsUpToDate(_ name: String) throws {
        let expected = try #require(MockFixtures.expected(name))
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

    /// The expected files of every case, under unique names: they form one module, compiled in one batched swiftc
    /// run per set of defines.
    static func moduleFiles() throws -> [URL] {
        let files = try MockFixtures.names.flatMap { try MockFixtures.fixture($0).expectedURLs }
        return try FixtureCompiler.uniquelyNamedCopies(files)
    }

    @Test("Every expected file compiles in Swift 6 mode through SIL diagnostics (one batched swiftc run)")
    func expectedFilesTypecheck() throws {
        let files = try Self.moduleFiles()
        defer { FixtureCompiler.removeCopies(files) }
        FixtureCompiler.expectClean([.init(label: "Mocks (DEBUG, MOCKS)", files: files,
                                           flags: throughSIL + ["-parse-as-library"] + MockFixtures.defines.map { "-D" + $0 })])
    }

    @Test("With the conditions off (no DEBUG, no MOCKS), every expected file still compiles through SIL diagnostics")
    func expectedFilesCompileWithConditionsOff() throws {
        let files = try Self.moduleFiles()
        defer { FixtureCompiler.removeCopies(files) }
        FixtureCompiler.expectClean([.init(label: "Mocks (conditions off)", files: files, flags: throughSIL + ["-parse-as-library"])])
    }

    /// The files a case's runtime program is built with: its expected files, the module's defaults.
    static func runtimeFiles(_ name: String) throws -> [URL] {
        var files = try MockFixtures.fixture(name).expectedURLs
        if name != MockFixtures.defaultsDeclaredBy { files.append(MockFixtures.moduleDefaults) }
        return files
    }

    @Test("Runtime programs use the mocks and print what runtime-output.txt says", arguments: Fixture.names(in: MockFixtures.root, having: "runtime.swift").filter { $0 != "sendable" })
    func driverRuns(_ name: String) throws {
        let (failure, output) = try MockFixtures.fixture(name).runRuntime(with: try Self.runtimeFiles(name), flags: MockFixtures.defines.map { "-D" + $0 })
        #expect(failure == nil, "\(name): \(failure ?? "")")
        #expect(output.contains("\(name): ok"), "\(output)")
    }

    @Test("The module's declaration of StubbleDefaultProvidable is the one Stubble writes, and only one fixture writes it")
    func moduleDefaultsIsTheGeneratedDeclaration() throws {
        let declaration = try String(contentsOf: MockFixtures.moduleDefaults, encoding: .utf8)
        #expect(declaration == MockDefaultsDeclaration.lines.joined(separator: "\n") + "\n")
        let declaring = MockFixtures.names.filter { MockFixtures.expected($0)?.contains("protocol StubbleDefaultProvidable {") == true }
        #expect(declaring == [MockFixtures.defaultsDeclaredBy])
    }

    @Test("A Sendable mock called from many tasks is race-free under the thread sanitizer")
    func sendableMockUnderThreadSanitizer() throws {
        let (failure, output) = try MockFixtures.fixture("sendable").runRuntime(with: try Self.runtimeFiles("sendable"), flags: ["-sanitize=thread"] + MockFixtures.defines.map { "-D" + $0 })
        #expect(failure == nil, "\(failure ?? "")")
        #expect(output.contains("sendable: ok"), "\(output)")
        #expect(!output.contains("ThreadSanitizer"), "\(output)")
    }
}
