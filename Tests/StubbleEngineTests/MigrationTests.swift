import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

// Fixtures in `Fixtures/Migration/<case>/`, in the one fixture format (Fixtures/README.md, `Fixture`):
// `input.swift` is a protocol marked for another mocking library (swift-mocking, Spyable, Mockolo, Sourcery) as
// its README shows; `expected.swift` is the file after `stubble fix`: our mock in place, the marker and the
// library's import gone. `runtime.swift` + `runtime-output.txt` (optional): the library's own README test
// rewritten on our API, built with the expected file and run; it prints `<case>: ok` at its end.

enum MigrationFixtures {
    static let root = fixturesURL.appendingPathComponent("Migration")
    static var names: [String] { Fixture.names(in: root) }
    static func fixture(_ name: String) throws -> Fixture { try Fixture(name, in: root) }
    static func url(_ name: String, _ file: String) -> URL { root.appendingPathComponent(name).appendingPathComponent(file) }
    static func bytes(_ name: String, _ file: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(name, file))) }
}

@Suite("Migration: other libraries' mocks become ours")
struct MigrationTests {
    func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

    @Test("fix writes our mock in place of the marker and drops the library's import", arguments: MigrationFixtures.names)
    func fixGivesTheExpectedFile(_ name: String) throws {
        let f = try MigrationFixtures.fixture(name)
        try f.expectOutput(Stubbing.apply(Engine.fixAll(f.input), to: f.input))
    }

    @Test("The migrated file is fresh: fix changes nothing and no marker is reported", arguments: MigrationFixtures.names)
    func migratedIsFresh(_ name: String) throws {
        let expected = try MigrationFixtures.bytes(name, "expected.swift")
        #expect(Engine.fixAll(expected).isEmpty)
        #expect(Engine.diagnose(expected).filter { $0.code == Migration.code || $0.severity == .warning || $0.severity == .error }.isEmpty)
    }

    @Test("Each marker is a finding naming its library, with 'Generate mock in place' preferred", arguments: MigrationFixtures.names)
    func markersAreFindings(_ name: String) throws {
        let input = try MigrationFixtures.bytes(name, "input.swift")
        let findings = Engine.diagnose(input).filter { $0.code == Migration.code }
        #expect(findings.count == Migration.marked(in: SourceFile(input)).count)
        #expect(!findings.isEmpty)
        for f in findings {
            #expect(["swift-mocking", "Spyable", "Mockolo", "Sourcery"].contains { f.message.contains("mocked by \($0) (") }, "\(f.message)")
            #expect(f.severity == .information)
            let preferred = try #require(f.fixes.first)
            #expect(preferred.title == "Generate mock in place" && preferred.isPreferred)
        }
    }

    @Test("Every expected file compiles through SIL diagnostics with its conditions on and off")
    func expectedFilesCompile() throws {
        var jobs: [FixtureCompiler.Job] = []
        for name in MigrationFixtures.names {
            for defines in [["DEBUG", "SWIFT_MOCKING_ENABLED"], []] {
                jobs.append(.init(label: "\(name) with \(defines)", files: [MigrationFixtures.url(name, "expected.swift")],
                                  flags: throughSIL + ["-parse-as-library"] + defines.map { "-D" + $0 }))
            }
        }
        FixtureCompiler.expectClean(jobs)
    }

    @Test("Each library's README test, rewritten on our names, runs green on the migrated mock",
          arguments: Fixture.names(in: MigrationFixtures.root, having: "runtime.swift"))
    func driversRun(_ name: String) throws {
        let (failure, output) = try MigrationFixtures.fixture(name).runRuntime(with: [MigrationFixtures.url(name, "expected.swift")], flags: ["-DDEBUG"])
        #expect(failure == nil, "\(name): \(failure ?? "")")
        #expect(!output.contains("FAILED") && output.hasSuffix(": ok\n"), "\(name): \(output)")
    }

    @Test func everyLibraryHasADriver() {
        #expect(Fixture.names(in: MigrationFixtures.root, having: "runtime.swift")
            == ["mockolo-image-cache", "mockolo-readme", "sourcery-automockable", "spyable-service", "swift-mocking-weather"])
    }

    @Test func thePreferredFixKeepsTheImportAndTheSecondDropsIt() throws {
        let input = try MigrationFixtures.bytes("swift-mocking-weather", "input.swift")
        let finding = try #require(Engine.diagnose(input).first { $0.code == Migration.code })
        #expect(finding.message == "'WeatherService' is mocked by swift-mocking (@Mocked(compilationCondition: .debug)); Stubble can write its mock in place, with no macro package")
        #expect(finding.fixes.map(\.title) == ["Generate mock in place", "Generate mock in place and remove 'import Mocking'"])
        let kept = text(Stubbing.apply(finding.fixes[0].edits, to: input))
        #expect(kept.contains("import Mocking\n") && !kept.contains("@Mocked") && kept.contains("final class WeatherServiceMock: WeatherService {"))
        #expect(Stubbing.apply(finding.fixes[1].edits, to: input) == (try MigrationFixtures.bytes("swift-mocking-weather", "expected.swift")))
        // The editor offers them on the marker too.
        let actions = Engine.actions(input, at: finding.range.lowerBound..<finding.range.lowerBound).map(\.title)
        #expect(actions.contains("Generate mock in place"))
    }

    @Test func theImportStaysWhileSomethingElseOfTheLibraryIsUsed() {
        let source = "import Mocking\n\n@Mocked(compilationCondition: .debug)\nprotocol A {\n    func a()\n}\n\n@MockedMembers\nfinal class Handwritten: A {}\n"
        let out = text(Stubbing.apply(Engine.fixAll(Array(source.utf8)), to: Array(source.utf8)))
        #expect(out.hasPrefix("import Mocking\n\nprotocol A {\n"))
        #expect(out.contains("final class AMock: A {"))
        #expect(out.contains("@MockedMembers\nfinal class Handwritten: A {}"))
    }

    @Test func aProtocolWhoseMockCannotBeWrittenKeepsItsMarker() throws {
        let source = Array("import Mocking\n\n@Mocked\nprotocol P: Elsewhere {\n    func f()\n}\n".utf8)
        #expect(Engine.fixAll(source).isEmpty)
        let finding = try #require(Engine.diagnose(source).first { $0.code == Migration.code })
        #expect(finding.fixes.isEmpty)
        #expect(finding.message.hasSuffix("; its mock cannot be generated here (see 'Generate mock' on the protocol)"))
        let outcome = try #require(Migration.migrate(source))
        #expect(outcome.migrated.isEmpty && outcome.leftAlone.count == 1 && outcome.text == source)
    }

    @Test(arguments: [("", MockCondition.flag("SWIFT_MOCKING_ENABLED")), ("compilationCondition: .debug", .debug),
                      ("compilationCondition: .none", MockCondition.none), ("compilationCondition: .swiftMockingEnabled", .flag("SWIFT_MOCKING_ENABLED")),
                      ("compilationCondition: \"!RELEASE\"", .flag("!RELEASE")), ("compilationCondition: .custom(\"MOCKS\"), sendableConformance: .checked", .flag("MOCKS")),
                      ("sendableConformance: .unchecked, compilationCondition: .debug", .debug)])
    func swiftMockingConditionsCarryOver(arguments: String, condition: MockCondition) {
        #expect(Migration.mockedCondition(arguments) == condition)
    }

    @Test(arguments: [("AutoMockable", ""), ("Sendable, AutoMockable", ": Sendable"), ("AutoMockable, Sendable", ": Sendable"),
                      ("AnyObject, AutoMockable, Sendable", ": AnyObject, Sendable")])
    func autoMockableLeavesTheRestOfTheInheritanceList(inherited: String, left: String) throws {
        let source = Array("protocol P: \(inherited) {\n    func f()\n}\n".utf8)
        let out = text(Stubbing.apply(Engine.fixAll(source), to: source))
        // (A Sendable protocol's mock brings `import Foundation` for its lock.)
        let protocolText = out.hasPrefix("import Foundation\n\n") ? String(out.dropFirst("import Foundation\n\n".count)) : out
        #expect(protocolText.hasPrefix("protocol P\(left) {\n    func f()\n}\n"), "\(out)")
        #expect(!out.contains("AutoMockable") && out.contains("final class PMock: P"))
    }

    @Test func spyableFlagCarriesOver() {
        #expect(Migration.spyableCondition("behindPreprocessorFlag: \"DEBUG\"") == .debug)
        #expect(Migration.spyableCondition("behindPreprocessorFlag: \"MOCKS\"") == .flag("MOCKS"))
        #expect(Migration.spyableCondition("") == MockCondition.none)
    }
}
