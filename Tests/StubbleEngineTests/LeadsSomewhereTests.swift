import Testing
@testable import StubbleEngine

// Every action the editor offers leads somewhere: applying it leaves no error that it caused, and no
// error is left without a way out. (Issue 18: a new user's session in Neovim.)

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
private func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }
private func offset(of needle: String, in source: String) -> Int {
    source.utf8.distance(from: source.utf8.startIndex, to: source.utf8.firstRange(of: needle.utf8)!.lowerBound)
}
private func applying(_ fix: Fix, to source: String) -> String { text(Stubbing.apply(fix.edits, to: bytes(source))) }

@Suite("Every action leads somewhere")
struct LeadsSomewhereTests {
    let sleeper = """
    protocol Sleeper {
        func sleep(seconds: Int) async
    }

    """

    @Test func aProtocolRequirementIsOfferedTheMockNotMakeStubbable() throws {
        let at = offset(of: "sleep(seconds", in: sleeper)
        let titles = Engine.actions(bytes(sleeper), at: at..<at).map(\.title)
        #expect(titles == ["Generate mock 'SleeperMock'"])
        // `stubble add p.swift:2` writes nothing there, and says why.
        #expect(Stubbing.add(bytes(sleeper), at: at).isEmpty)
        #expect(Stubbing.addRefusal(bytes(sleeper), at: at) == "'sleep(seconds:)' is a requirement of protocol 'Sleeper'; generate a mock for the protocol instead ('stubble mock')")
        #expect(Stubbing.addRefusal(bytes(sleeper), at: 0) == "'Sleeper' is a protocol; generate a mock for it instead ('stubble mock')")
    }

    @Test(arguments: ["// @Stubbable\n", "@Stubbable\n"])
    func stubbableOnAProtocolOffersTheMockOnceAndTheMockTakesTheAnnotationsPlace(annotation: String) throws {
        let source = annotation + "protocol Logger {\n    func log(_ message: String)\n}\n"
        // On the keyword, on the name, inside the body: one "Generate mock", and the annotation's removal.
        for needle in ["protocol", "Logger", "func log"] {
            let at = offset(of: needle, in: source)
            let titles = Engine.actions(bytes(source), at: at..<at).map(\.title)
            #expect(titles.filter { $0 == "Generate mock 'LoggerMock'" }.count == 1, "at '\(needle)': \(titles)")
            #expect(titles.contains("Remove '\(annotation.dropLast())'"), "at '\(needle)': \(titles)")
        }
        let finding = try #require(Engine.diagnose(bytes(source)).first)
        #expect(finding.message == "'@Stubbable' cannot be applied to protocols")
        #expect(finding.fixes.map(\.title) == ["Generate mock 'LoggerMock'", "Remove '\(annotation.dropLast())'"])
        #expect(finding.fixes.map(\.isPreferred) == [true, false])
        let mocked = applying(finding.fixes[0], to: source)
        #expect(mocked.hasPrefix("protocol Logger {\n    func log(_ message: String)\n}\n"), "\(mocked)")
        #expect(mocked.contains("class LoggerMock: Logger"), "\(mocked)")
        #expect(Engine.diagnose(bytes(mocked)).isEmpty, "no error is left: \(Engine.diagnose(bytes(mocked)).map(\.message))")
        #expect(applying(finding.fixes[1], to: source) == "protocol Logger {\n    func log(_ message: String)\n}\n")
    }

    @Test(arguments: [
        ("// @Stubbable\nenum Mode { case fast }\n", "Remove '// @Stubbable'"),
        ("@Stubbable\nenum Mode { case fast }\n", "Remove '@Stubbable'"),
        ("@Stubbable enum Mode { case fast }\n", "Remove '@Stubbable'"),
        ("enum Mode { case fast } // @Stubbable\n", nil),
    ])
    func stubbableOnAnEnumIsRemovedByItsFix(source: String, title: String?) throws {
        let findings = Stubbing.diagnose(bytes(source))
        guard let title else {
            // A trailing comment is not an annotation of the enum: nothing to report.
            #expect(findings.isEmpty)
            return
        }
        let finding = try #require(findings.first)
        #expect(finding.message == "'@Stubbable' cannot be applied to enums")
        #expect(finding.fixes.map(\.title) == [title])
        let fixed = applying(finding.fixes[0], to: source)
        #expect(fixed == "enum Mode { case fast }\n")
        #expect(Stubbing.diagnose(bytes(fixed)).isEmpty)
    }

    @Test func anUnguessableTypeIsASnippetWithATabStopAndTheMessageSaysWhatToWrite() throws {
        let source = "final class Screen {\n    // @StubbableProperty\n    var label = makeLabel()\n}\n"
        let finding = try #require(Stubbing.diagnose(bytes(source)).first)
        #expect(finding.code == "stubble.requiresExplicitType")
        #expect(finding.message == "'@StubbableProperty' requires an explicit type; write its type after 'label' (`var label: Type = …`)")
        let fix = try #require(finding.fixes.first)
        #expect(fix.title == "Insert a type for 'label'")
        #expect(fix.isSnippet)
        #expect(applying(fix, to: source).contains("    var label: ${1:Type} = makeLabel()\n"))
        #expect(!text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source))).contains("<#"), "no Xcode placeholder anywhere")
        // An obvious type is a plain edit.
        let obvious = try #require(Stubbing.diagnose(bytes(source.replacingOccurrences(of: "makeLabel()", with: "\"OK\""))).first?.fixes.first)
        #expect(!obvious.isSnippet)
        #expect(obvious.title == "Insert ': String' for 'label'")
    }

    @Test func twoMembersOnOneLineGetFixesThatNameThemAndTheSecondSaysItCannotBeStubbedThere() {
        // (`Label()` of a type this file does not declare: a guess the user confirms, not a certain type.)
        let source = "// @Stubbable\nfinal class Form {\n    var name = Label(); var city = Label()\n    var zip = Label()\n}\n"
        let findings = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }
        #expect(findings.map(\.message) == ["'name' is not stubbed: it needs an explicit type", "'city' is not stubbed: it must start its own line", "'zip' is not stubbed: it needs an explicit type"])
        #expect(findings.flatMap(\.fixes).map(\.title) == ["Insert ': Label' for 'name'", "Insert ': Label' for 'zip'"])
    }

    @Test func requiresVarsFixIsAnAction() throws {
        let source = "final class A {\n    @StubbableProperty let id: Int = 1\n}\n"
        let finding = try #require(Stubbing.diagnose(bytes(source)).first { $0.code == "stubble.requiresVar" })
        #expect(finding.fixes.map(\.title) == ["Change 'let' to 'var' for 'id'"])
        #expect(applying(finding.fixes[0], to: source) == "final class A {\n    @StubbableProperty var id: Int = 1\n}\n")
    }

    @Test func stubblesPropertyAttributeIsNotMistakenForAPropertyWrapper() {
        let source = "final class A {\n    @StubbableProperty var id: Int = 1\n}\n"
        let findings = Stubbing.diagnose(bytes(source))
        #expect(findings.map(\.code) == ["stubble.attributeForm"], "\(findings.map(\.message))")
    }

    @Test(arguments: [
        ("    @StubbableFunction var x: Int = 0\n", "stubble.notAFunction", "'@StubbableFunction' can only be applied to functions",
         ["Change '@StubbableFunction' to '@StubbableProperty'", "Remove '@StubbableFunction'"],
         ["    @StubbableProperty var x: Int = 0\n", "    var x: Int = 0\n"]),
        ("    // @StubbableFunction\n    var x: Int = 0\n", "stubble.notAFunction", "'@StubbableFunction' can only be applied to functions",
         ["Change '// @StubbableFunction' to '// @StubbableProperty'", "Remove '// @StubbableFunction'"],
         ["    // @StubbableProperty\n    var x: Int = 0\n", "    var x: Int = 0\n"]),
        ("    @StubbableProperty\n    func f() {}\n", "stubble.notAProperty", "'@StubbableProperty' can only be applied to properties",
         ["Change '@StubbableProperty' to '@StubbableFunction'", "Remove '@StubbableProperty'"],
         ["    @StubbableFunction\n    func f() {}\n", "    func f() {}\n"]),
    ])
    func aMisplacedAnnotationIsReportedAndNeverStubbed(member: String, code: String, message: String, titles: [String], results: [String]) throws {
        let source = "final class A {\n" + member + "}\n"
        let findings = Stubbing.diagnose(bytes(source))
        let finding = try #require(findings.first)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(finding.code == code)
        #expect(finding.message == message)
        #expect(finding.severity == .error)
        #expect(finding.fixes.map(\.title) == titles)
        #expect(finding.fixes.map { applying($0, to: source) } == results.map { "final class A {\n" + $0 + "}\n" })
        // `stubble fix` leaves it as written: the error says what to do.
        #expect(Stubbing.fixAll(bytes(source)).isEmpty)
    }
}
