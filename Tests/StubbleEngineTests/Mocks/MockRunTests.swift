import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Fixtures in `Fixtures/MockRuns/<run>/`, in the one fixture format for several files (Fixtures/README.md,
/// `Fixture`): `input/*.swift`, several files mocked in one run the way `stubble mock --all` does it
/// (`Mocking.generateAll` per file, in a context that anticipates every mock of the run), and `expected/*.swift`,
/// the files after the run (written with `STUBBLE_UPDATE_FIXTURES=1`; review them).
enum MockRuns {
    static let root = fixturesURL.appendingPathComponent("MockRuns")

    static var names: [String] { Fixture.names(in: root) }

    /// File name → text of `run/folder/*.swift`.
    static func files(_ run: String, _ folder: String) throws -> [String: String] {
        let url = root.appendingPathComponent(run).appendingPathComponent(folder)
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
            result[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    /// Mocks every protocol of every input file, one file after the other in `order`, as `mock --all` does.
    static func mockAll(_ inputs: [String: String], order: [String]) -> [String: String] {
        let parsed = inputs.mapValues { SourceFile($0) }
        let all = inputs.keys.sorted().map { parsed[$0]! }
        let context = MockContext(files: all).anticipatingMocks(in: all)
        var output: [String: String] = [:]
        for name in order {
            let file = parsed[name]!
            let result = Mocking.generateAll(in: file, context: context)
            output[name] = String(decoding: Mocking.apply(result.edits, to: file.bytes), as: UTF8.self)
        }
        return output
    }
}

@Suite("Protocol mocks: runs over several files")
struct MockRunTests {
    @Test("Mocking every file gives the expected files", arguments: MockRuns.names)
    func runMatchesExpected(_ run: String) throws {
        let fixture = try Fixture(run, in: MockRuns.root)
        #expect(fixture.isMultiFile && fixture.cursors.isEmpty)
        let inputs = Dictionary(uniqueKeysWithValues: fixture.inputs.map { ($0.name, String(decoding: $0.text, as: UTF8.self)) })
        let output = MockRuns.mockAll(inputs, order: inputs.keys.sorted())
        try fixture.expectOutput(fixture.inputs.map { ($0.name, Array(output[$0.name]!.utf8)) })
    }

    @Test("After the run no mock is out of date and refreshing changes nothing", arguments: MockRuns.names)
    func runLeavesNoStaleMock(_ run: String) throws {
        let expected = try MockRuns.files(run, "expected")
        let files = expected.keys.sorted().map { SourceFile(expected[$0]!) }
        // The context `stubble check` and `stubble fix` build: the files as they are now.
        let context = MockContext(files: files)
        for (name, file) in zip(expected.keys.sorted(), files) {
            #expect(Mocking.diagnose(file, context: context) == [], "\(name)")
            #expect(Mocking.refreshAll(in: file, context: context) == [], "\(name)")
        }
    }

    @Test("Only mocks that can serve as defaults are anticipated: not the main-actor ReadingRoom's")
    func onlyMocksThatCanServeAsDefaultsAreAnticipated() throws {
        let inputs = try MockRuns.files("returns-each-other", "input")
        let files = inputs.keys.sorted().map { SourceFile(inputs[$0]!) }
        let context = MockContext(files: files).anticipatingMocks(in: files)
        #expect(context.anticipatedMocks == ["Catalog", "Library"])
    }

    @Test("A run declares StubbleDefaultProvidable once, in the first file that needs it")
    func defaultsAreDeclaredOncePerModule() throws {
        let expected = try MockRuns.files("defaults-once-per-module", "expected")
        let declaring = expected.keys.sorted().filter { expected[$0]!.contains("protocol StubbleDefaultProvidable {") }
        #expect(declaring == ["Accounts.swift"])
        #expect(expected.values.allSatisfy { $0.contains("as? any StubbleDefaultProvidable.Type)?.stubbleDefault") })
    }

    @Test("The expected files of every run compile together in Swift 6 mode through SIL diagnostics", arguments: MockRuns.names)
    func expectedFilesTypecheck(_ run: String) throws {
        let fixture = try Fixture(run, in: MockRuns.root)
        FixtureCompiler.expectClean([.init(label: run, files: fixture.expectedURLs, flags: throughSIL + ["-parse-as-library"] + MockFixtures.defines.map { "-D" + $0 })])
    }
}
