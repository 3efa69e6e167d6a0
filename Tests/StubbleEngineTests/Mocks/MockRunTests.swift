import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Fixtures in `Fixtures/MockRuns/<run>/`: `input/*.swift`, several files mocked in one run the way
/// `stubble mock --all` does it (`Mocking.generateAll` per file, in a context that anticipates every mock of
/// the run), and `expected/*.swift`, the files after the run (written when missing or with
/// `STUBBLE_UPDATE_FIXTURES=1`; review them).
enum MockRuns {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MockRuns")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("input").path)
        }.sorted()
    }

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
        let inputs = try MockRuns.files(run, "input")
        let output = MockRuns.mockAll(inputs, order: inputs.keys.sorted())
        let folder = MockRuns.root.appendingPathComponent(run).appendingPathComponent("expected")
        for (name, text) in output where MockFixtures.updating || !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        #expect(output == (try MockRuns.files(run, "expected")))
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
        let folder = MockRuns.root.appendingPathComponent(run).appendingPathComponent("expected")
        let urls = try MockRuns.files(run, "expected").keys.sorted().map { folder.appendingPathComponent($0) }
        let result = try SwiftCompiler.compile(urls, defines: MockFixtures.defines)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}
