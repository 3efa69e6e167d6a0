import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

@Suite("Protocol mocks: kept true")
struct MockDiagnosticsTests {
    /// The stale mock of the refresh fixture (its protocol changed after the mock was generated).
    func staleFile() throws -> SourceFile {
        let (text, _) = try #require(MockFixtures.input("refresh-keeps-user-code"))
        return SourceFile(text)
    }

    @Test func aStaleMockIsReportedWithWhatChanged() throws {
        let file = try staleFile()
        let findings = Mocking.diagnose(file)
        try #require(findings.count == 1)
        let finding = findings[0]
        #expect(finding.code == "stubble.mockOutOfDate")
        #expect(finding.severity == .warning)
        #expect(finding.message == "'RefreshClientMock' no longer matches protocol 'RefreshClient': 'connect(host:port:)', 'disconnect()' added; 'connect(host:)' removed")
        #expect(file.text(finding.range) == "RefreshClientMock")
    }

    @Test func theRegenerateFixKeepsUserCodeAndEqualsTheExpectedFile() throws {
        let file = try staleFile()
        let fix = try #require(Mocking.diagnose(file).first?.fixes.first)
        #expect(fix.title == "Regenerate mock 'RefreshClientMock'")
        #expect(fix.kind == .quickFix)
        #expect(fix.isPreferred)
        let fixed = String(decoding: Mocking.apply(fix.edits, to: file.bytes), as: UTF8.self)
        let expected = try #require(MockFixtures.read("refresh-keeps-user-code", "expected.swift"))
        #expect(fixed == expected)
        #expect(fixed.contains("func connectToLocalhost() -> Bool {"))
    }

    /// A mock written by the previous version (tuple records, no returned values, no `resetMock()`): `check` says
    /// it is out of date, and both the quick fix and `fix` bring it to the new shape, the user's code kept.
    @Test func aMockOfThePreviousVersionIsRefreshedToTheNewShape() throws {
        let (text, _) = try #require(MockFixtures.input("refresh-previous-version"))
        let file = SourceFile(text)
        let findings = Mocking.diagnose(file)
        try #require(findings.count == 1)
        #expect(findings[0].code == "stubble.mockOutOfDate")
        #expect(findings[0].message == "'PreviousWeatherMock' no longer matches protocol 'PreviousWeather': 'currentTemperature(latitude:longitude:)' changed")
        let expected = try #require(MockFixtures.read("refresh-previous-version", "expected.swift"))
        let fix = try #require(findings[0].fixes.first)
        #expect(String(decoding: Mocking.apply(fix.edits, to: file.bytes), as: UTF8.self) == expected)
        let fixed = String(decoding: Mocking.apply(Mocking.refreshAll(in: file), to: file.bytes), as: UTF8.self)
        #expect(fixed == expected)
        #expect(fixed.contains("var lastLatitude: Double? { currentTemperatureLastInvocation?.latitude }"))
        #expect(fixed.contains("struct CurrentTemperatureInvocation: Equatable {"))
    }

    /// Mocks asking for the user's defaults need `StubbleDefaultProvidable` declared once in the module: when none of
    /// the given files declares it (it was deleted), check says so and fix declares it again; when another file
    /// does, nothing is reported or written.
    @Test func aMissingDefaultsDeclarationIsReportedAndFixed() throws {
        let expected = try #require(MockFixtures.read("defaults-provided", "expected.swift"))
        let declaration = "\n" + MockDefaultsDeclaration.lines.joined(separator: "\n") + "\n"
        let withoutIt = expected.replacingOccurrences(of: declaration, with: "")
        try #require(withoutIt != expected)
        let file = SourceFile(withoutIt)
        let findings = Mocking.diagnose(file)
        #expect(findings.map(\.code) == ["stubble.mockDefaultsNotDeclared"])
        #expect(findings.first?.message == "'StubbleDefaultProvidable' is declared in none of the given files; the mocks here use it (Stubble declares it once per module)")
        let fix = try #require(findings.first?.fixes.first)
        #expect(String(decoding: Mocking.apply(fix.edits, to: file.bytes), as: UTF8.self) == expected)
        #expect(String(decoding: Mocking.apply(Mocking.refreshAll(in: file), to: file.bytes), as: UTF8.self) == expected)
        let elsewhere = MockContext(files: [SourceFile(MockDefaultsDeclaration.lines.joined(separator: "\n") + "\n")])
        #expect(Mocking.diagnose(file, context: elsewhere) == [])
        #expect(Mocking.refreshAll(in: file, context: elsewhere) == [])
    }

    @Test func fixAllRefreshesTheSameWay() throws {
        let file = try staleFile()
        let edits = Mocking.refreshAll(in: file)
        let fixed = String(decoding: Mocking.apply(edits, to: file.bytes), as: UTF8.self)
        #expect(fixed == MockFixtures.read("refresh-keeps-user-code", "expected.swift"))
    }

    @Test func editingGeneratedCodeByHandIsReportedToo() throws {
        let expected = try #require(MockFixtures.read("weather", "expected.swift"))
        let edited = expected.replacingOccurrences(of: "        let result: Double = 0\n", with: "        let result: Double = 1\n")
        let findings = Mocking.diagnose(SourceFile(edited))
        #expect(findings.map(\.message) == ["'WeatherServiceMock' no longer matches protocol 'WeatherService': 'currentTemperature(latitude:longitude:)' changed"])
    }

    @Test func aRefinedProtocolThatCannotBeFoundIsNamed() throws {
        let text = """
        protocol Child: ElsewhereBase {
            func run()
        }
        """
        let file = SourceFile(text)
        let outcome = Mocking.generate(protocolAt: 0, in: file)
        guard case .problem(let problem) = outcome else {
            Issue.record("expected a problem, got \(outcome)")
            return
        }
        #expect(problem.reason == "cannot find 'ElsewhereBase' (refined by 'Child') in the files given; pass the file that declares it")
        #expect(problem.isMissingProtocol)
        #expect(file.text(problem.range) == "Child")
        // Given the other file, it can be mocked.
        let other = SourceFile("protocol ElsewhereBase { var ready: Bool { get } }\n")
        guard case .edits(let edits) = Mocking.generate(protocolAt: 0, in: file, context: MockContext(files: [other])) else {
            Issue.record("expected edits with the other file as context")
            return
        }
        let mocked = String(decoding: Mocking.apply(edits, to: file.bytes), as: UTF8.self)
        #expect(mocked.contains("var ready: Bool {"))
        #expect(mocked.contains("func run() {"))
    }

    @Test func importsOfARefinedProtocolsFileComeAlongAsWritten() throws {
        let other = SourceFile("public import Dispatch\n@preconcurrency import Foundation\n\npublic protocol Queued { func run(on queue: DispatchQueue) }\n")
        let file = SourceFile("import Foundation\n\npublic protocol Worker: Queued {\n    func stop()\n}\n")
        guard case .edits(let edits) = Mocking.generate(protocolAt: 30, in: file, context: MockContext(files: [other])) else {
            Issue.record("expected edits")
            return
        }
        let text = String(decoding: Mocking.apply(edits, to: file.bytes), as: UTF8.self)
        // Dispatch is added with its access level; Foundation is already imported.
        #expect(text.hasPrefix("import Foundation\npublic import Dispatch\n\npublic protocol Worker: Queued {"))
    }

    @Test func anExistingMockWhoseRefinedProtocolDisappearedGetsAnError() throws {
        let other = SourceFile("protocol VanishingBase { func ping() }\n")
        let text = "protocol Leaf: VanishingBase {\n    func pong()\n}\n"
        let file = SourceFile(text)
        guard case .edits(let edits) = Mocking.generate(protocolAt: 0, in: file, context: MockContext(files: [other])) else {
            Issue.record("expected edits")
            return
        }
        let mocked = SourceFile(Mocking.apply(edits, to: file.bytes))
        #expect(Mocking.diagnose(mocked, context: MockContext(files: [other])) == [])
        let findings = Mocking.diagnose(mocked)
        #expect(findings.map(\.code) == ["stubble.mockRefinedProtocolNotFound"])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("cannot find 'VanishingBase'") == true)
    }

    @Test("Protocols that cannot be mocked get a reason and no code", arguments: [
        ("@objc protocol Legacy { func run() }", "'@objc' protocols need an NSObject mock, which Stubble does not generate"),
        ("protocol Packs { func all<each T>(_ values: repeat each T) }", "'all': parameter packs cannot be stored in a hook"),
        ("protocol Keyed { associatedtype Key\n static func make() -> Key }", "static requirements cannot be stored in a generic mock (its associated types make it generic)"),
        ("protocol Ops { static func + (a: Self, b: Self) -> Self }", "operator requirement '+' is not supported"),
        // Comparable is the standard library's: its `<` is the reason, not a file to pass (swift-distributed-tracing's
        // `TracerInstant: Comparable, Hashable, Sendable` was told to pass the file that declares 'Comparable').
        ("public protocol TracerInstant: Comparable, Hashable, Sendable {\n var nanosecondsSinceEpoch: UInt64 { get }\n}", "operator requirement '<' is not supported"),
        ("protocol Ranked: Swift.Comparable { var rank: Int { get } }", "operator requirement '<' is not supported"),
        // swift-configuration's `watchValue<Return: ~Copyable>`: a value that cannot be copied cannot be cast from `Any`.
        ("protocol Watching { func watch<Return: ~Copyable>(_ body: () async throws -> Return) async throws -> Return }",
         "'watch': a generic parameter that is '~Copyable' or '~Escapable' cannot pass through a type-erased hook"),
        ("protocol Reading { func read<R>(_ body: () -> R) -> R where R: ~Copyable }",
         "'read': a generic parameter that is '~Copyable' or '~Escapable' cannot pass through a type-erased hook"),
    ])
    func unmockable(_ source: String, _ reason: String) throws {
        let file = SourceFile(source)
        let outcome = Mocking.generate(protocolAt: source.utf8.count / 2, in: file)
        guard case .problem(let problem) = outcome else {
            Issue.record("expected a problem for \(source), got \(outcome)")
            return
        }
        #expect(problem.reason == reason)
        let all = Mocking.generateAll(in: file)
        #expect(all.edits == [])
        #expect(all.problems.map(\.reason) == [reason])
    }

    @Test func generateMockFixNamesTheMock() throws {
        let (text, offset) = try #require(MockFixtures.input("weather"))
        let fix = try #require(Mocking.generateMockFix(protocolAt: offset, in: SourceFile(text)))
        #expect(fix.title == "Generate mock 'WeatherServiceMock'")
        #expect(fix.kind == .rewrite)
        #expect(fix.id.description == "mock.generate:WeatherService")
        let stale = try staleFile()
        let regenerate = try #require(Mocking.generateMockFix(protocolAt: 200, in: stale))
        #expect(regenerate.title == "Regenerate mock 'RefreshClientMock'")
    }

    @Test func noProtocolAtTheOffset() {
        let file = SourceFile("struct Plain {}\n")
        #expect(Mocking.generate(protocolAt: 3, in: file) == .noProtocol)
        #expect(Mocking.generateMockFix(protocolAt: 3, in: file) == nil)
    }

    @Test("Bad input never crashes or hangs", arguments: [
        "protocol",
        "protocol P {",
        "protocol P { func f(",
        "protocol P { var x: { get } }",
        "protocol P { subscript -> }",
        "protocol P: { associatedtype }\n}",
        "protocol P { func f() -> }\n// stubble:mock:begin P\n",
        "// stubble:mock:begin P\n// stubble:mock:end P\nprotocol P {}",
        "protocol P<> { init?<>() }",
        String(repeating: "protocol P {", count: 200),
    ])
    func badInput(_ source: String) {
        let file = SourceFile(source)
        for offset in [-5, 0, source.utf8.count / 2, source.utf8.count, source.utf8.count + 10] {
            _ = Mocking.generate(protocolAt: offset, in: file)
            _ = Mocking.generateMockFix(protocolAt: offset, in: file)
        }
        _ = Mocking.generateAll(in: file)
        _ = Mocking.diagnose(file)
        _ = Mocking.refreshAll(in: file)
        _ = Mocking.protocolDeclaration(line: 0, in: file)
        _ = Mocking.protocolDeclaration(line: 10_000, in: file)
    }

    @Test func invalidUTF8DoesNotCrash() {
        var bytes = Array("protocol P {\n    func f(_ s: String) -> Int\n}\n".utf8)
        bytes.insert(0xFF, at: 20)
        bytes.append(contentsOf: [0xC3, 0x28, 0xE2, 0x82])
        let file = SourceFile(bytes)
        if case .edits(let edits) = Mocking.generate(protocolAt: 3, in: file) {
            _ = Mocking.apply(edits, to: bytes)
        }
        _ = Mocking.diagnose(file)
    }

    @Test func generateAllMocksEveryProtocolOnceAndIsIdempotent() throws {
        let text = """
        import Foundation

        protocol First { func one() -> Int }

        protocol Second: Sendable { func two() async throws -> First? }

        enum Namespace {
            protocol Third { var three: [String] { get } }
        }
        """
        let file = SourceFile(text)
        let result = Mocking.generateAll(in: file)
        #expect(result.problems == [])
        let once = SourceFile(Mocking.apply(result.edits, to: file.bytes))
        let onceText = once.text(0..<once.bytes.count)
        for name in ["FirstMock", "SecondMock", "ThirdMock"] {
            #expect(onceText.components(separatedBy: "final class \(name):").count == 2, "\(name) once")
        }
        #expect(Mocking.generateAll(in: once).edits == [])
        #expect(Mocking.diagnose(once) == [])
        // The file already imports Foundation: no second import for the Sendable mock's lock.
        #expect(onceText.components(separatedBy: "import Foundation").count == 2)
    }

    @Test func overloadNamesAreShortestThatTellApart() {
        func stems(_ source: String) -> [String] {
            let file = SourceFile(source)
            guard let decl = Mocking.protocols(in: file).first,
                  case .success(let model) = ProtocolReader.read(decl, in: file, context: MockContext()) else { return [] }
            let names = MockNames.compute(model.requirements)
            return model.requirements.indices.map { names.stems[$0] ?? "?" }
        }
        #expect(stems("protocol A { func f(x: Int); func f(y: Int) }") == ["fX", "fY"])
        #expect(stems("protocol A { func f(_ x: Int); func f(_ x: String) }") == ["fInt", "fString"])
        #expect(stems("protocol A { func f() -> Int; func f() -> String }") == ["fReturningInt", "fReturningString"])
        #expect(stems("protocol A { func f(); func f(x: Int) }") == ["f", "fX"])
        // A generated name must not shadow a requirement: `fCallCount` is taken by the protocol.
        #expect(stems("protocol A { func f(); var fCallCount: Int { get } }") == ["fReturningVoid", "fCallCount"])
    }
}

@Suite("Protocol mocks: the byte-text API the stub engine and server call")
struct MockByteAPITests {
    @Test func actionsOnAProtocolAndInsideItsMock() throws {
        let (text, offset) = try #require(MockFixtures.input("weather"))
        let bytes = Array(text.utf8)
        #expect(Mocking.actions(bytes, at: offset..<offset).map(\.title) == ["Generate mock 'WeatherServiceMock'"])
        // Inside an up-to-date mock there is nothing to do; inside a stale one, regenerate.
        let expected = Array(try #require(MockFixtures.read("weather", "expected.swift")).utf8)
        let insideFresh = expected.count - 40
        #expect(Mocking.actions(expected, at: insideFresh..<insideFresh) == [])
        let (staleText, _) = try #require(MockFixtures.input("refresh-keeps-user-code"))
        let stale = Array(staleText.utf8)
        let insideStale = try #require(staleText.range(of: "connectCallCount += 1")).lowerBound.utf16Offset(in: staleText)
        let fix = try #require(Mocking.actions(stale, at: insideStale..<insideStale).first)
        #expect(fix.title == "Regenerate mock 'RefreshClientMock'")
        #expect(Mocking.actions(Array("struct S {}".utf8), at: 2..<2) == [])
    }

    @Test func diagnoseAndFixAllOnBytes() throws {
        let (text, _) = try #require(MockFixtures.input("refresh-keeps-user-code"))
        let bytes = Array(text.utf8)
        #expect(Mocking.diagnose(bytes).map(\.code) == ["stubble.mockOutOfDate"])
        let fixed = String(decoding: Mocking.apply(Mocking.fixAll(bytes), to: bytes), as: UTF8.self)
        #expect(fixed == MockFixtures.read("refresh-keeps-user-code", "expected.swift"))
    }
}
