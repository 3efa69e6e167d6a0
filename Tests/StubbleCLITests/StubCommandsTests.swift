import Foundation
import Testing
@testable import StubbleCLI

@Suite("stubble check / fix / add / remove on files")
struct StubCommandsTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let out = ResultBox<String>(count: 1), err = ResultBox<String>(count: 1)
        var o = "", e = ""
        let io = CLIIO(writeOut: { o += $0 }, writeErr: { e += $0 })
        let code = CLI.main(args, io: io)
        out.set(0, o); err.set(0, e)
        return (code, o, e)
    }

    func tempFile(_ text: String) throws -> String {
        let dir = try TemporaryFolders.make("stubble-cli")
        let path = dir.appendingPathComponent("Service.swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    let original = """
    final class Service {
        func load() -> Int {
            return 1
        }
    }

    """

    @Test func addThenCheckIsCleanThenRemoveGivesBackTheBytes() throws {
        let path = try tempFile(original)
        #expect(run(["add", "\(path):1"]).code == 0)
        let stubbed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stubbed.contains("@exclusivity(unchecked) var _load: (() -> Int)? = nil // stubble"))
        #expect(run(["check", path]).code == 0)
        #expect(run(["fix", "--dry-run", path]).out == "")
        #expect(run(["remove", "\(path):2"]).code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    @Test func addSpyWritesTheSpyAnnotationAndRecordsAndRemoveGivesBackTheBytes() throws {
        let path = try tempFile(original)
        #expect(run(["add", "--spy", "--condition", "DEBUG", "\(path):1"]).code == 0)
        let stubbed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stubbed.hasPrefix("// @Stubbable(spy: true, condition: DEBUG)\n"))
        #expect(stubbed.contains("    var loadCallCount: Int = 0 // stubble\n"))
        #expect(stubbed.contains("        if let _load = _recordLoad() { return _load() } // stubble\n"))
        #expect(stubbed.contains("    func resetMock() { // stubble\n"))
        #expect(run(["check", path]).code == 0)
        #expect(run(["fix", "--dry-run", path]).out == "")
        #expect(run(["remove", "--spy", path]).code == 2, "--spy is add's only")
        #expect(run(["remove", "\(path):2"]).code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    /// A file outside a SwiftPM target folder has its own folder for module, not the folders under it: a
    /// protocol in a subfolder is not the module's (the class beside it adopts an unknown protocol, which may
    /// refine Codable: it gets CodingKeys, correct either way), while the same protocol in the same folder is
    /// (known not to refine Codable: no keys). Walking the whole tree under a loose file (say, one in /tmp)
    /// read every Swift file there: a `fix` that did not end.
    @Test func aLooseFilesModuleIsItsFolderNotTheFoldersUnderIt() throws {
        let source = "// @Stubbable\nfinal class Graph: Storable {\n    var count: Int = 0\n}\n"
        let path = try tempFile(source)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent()
        let sub = dir.appendingPathComponent("Nested")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try "protocol Storable {}\n".write(to: sub.appendingPathComponent("Storable.swift"), atomically: true, encoding: .utf8)
        #expect(run(["fix", path]).code == 0)
        let alone = try String(contentsOfFile: path, encoding: .utf8)
        #expect(alone.contains("var _count: Int = 0"))
        #expect(alone.contains("CodingKeys"), "the subfolder's protocol was read as the module's:\n\(alone)")
        // The same protocol beside it is the module's: known not to refine Codable, so no keys.
        try FileManager.default.moveItem(at: sub.appendingPathComponent("Storable.swift"), to: dir.appendingPathComponent("Storable.swift"))
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(run(["fix", path]).code == 0)
        let beside = try String(contentsOfFile: path, encoding: .utf8)
        #expect(beside.contains("var _count: Int = 0") && !beside.contains("CodingKeys"), "\(beside)")
    }

    @Test func severalLocationsInOneFileNameLinesOfTheFileAsGiven() throws {
        // Line 7 is the second class as the user sees it; adding the first one must not move it.
        let two = original + "@MainActor\nfinal class Clock {\n    func now() -> Int { 0 }\n}\n"
        let path = try tempFile(two)
        let add = run(["add", "\(path):1", "\(path):7"])
        #expect(add.code == 0, "\(add.err)")
        let stubbed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stubbed.contains("// @Stubbable\nfinal class Service {"))
        #expect(stubbed.contains("// @Stubbable\n@MainActor\nfinal class Clock {"), "a location on an attribute line names its declaration")
        #expect(stubbed.contains("var _now: (() -> Int)? = nil // stubble"))
        let lines = stubbed.split(separator: "\n", omittingEmptySubsequences: false)
        let clock = try #require(lines.firstIndex { $0.hasPrefix("final class Clock") }) + 1
        let service = try #require(lines.firstIndex { $0.hasPrefix("final class Service") }) + 1
        #expect(run(["remove", "\(path):\(service)", "\(path):\(clock)"]).code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == two)
    }

    @Test func checkReportsAnUnexpandedAnnotationAndFixDryRunShowsTheDiff() throws {
        let path = try tempFile("// @Stubbable\n" + original)
        let check = run(["check", path])
        #expect(check.code == 1)
        // The class's own stubs (its mirror) and its method's.
        #expect(check.out == "\(path):2:13: warning: Stubs of 'Service' are not written yet [stubble.notExpanded]\n"
                + "\(path):3:10: warning: Stubs of 'load()' are not written yet [stubble.notExpanded]\n")
        let dry = run(["fix", "--dry-run", path])
        #expect(dry.out.contains("+    @exclusivity(unchecked) var _load: (() -> Int)? = nil // stubble"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// @Stubbable\n" + original, "dry run writes nothing")
    }

    @Test func checkSummaryCountsTypesStubbedMembersAndSkippedMembersByReason() throws {
        let path = try tempFile("""
        // @Stubbable
        final class Roster {
            var count = [1, 2].count
            init() {}
            func load() -> Int {
                return 1
            }
            func save(_: Int) {}
        }

        // @Stubbable
        struct Grade {
            func letter() -> String { "A" }
        }

        """)
        let before = run(["check", "--summary", path])
        #expect(before.code == 1)
        #expect(before.out.hasSuffix("""
        summary: 1 files, 1 with stubs; 2 stubbable types; 0 members stubbed, 3 not yet written, 2 skipped
        skipped by reason: 1 stubble.requiresExplicitType, 1 stubble.skipped

        """))
        #expect(run(["fix", path]).code == 0)
        let check = run(["check", "--summary", path])
        #expect(check.code == 0)
        #expect(check.out == """
        summary: 1 files, 1 with stubs; 2 stubbable types; 3 members stubbed, 0 not yet written, 2 skipped
        skipped by reason: 1 stubble.requiresExplicitType, 1 stubble.skipped

        """)
        let json = run(["check", "--summary", "--format", "json", path])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let summary = object?["summary"] as? [String: Any]
        #expect(object?["findings"] as? [Any] != nil)
        #expect(summary?["types"] as? Int == 2)
        #expect(summary?["membersStubbed"] as? Int == 3)
        #expect(summary?["skippedByReason"] as? [String: Int] == ["stubble.requiresExplicitType": 1, "stubble.skipped": 1])
    }

    /// A skip rate over the types where something was stubbed alone would hide the types where nothing can be:
    /// `add --all` leaves those unannotated, and the summary still counts their members, with their hints.
    @Test func checkSummaryCountsTheMembersOfTypesAddAllLeavesUnannotated() throws {
        let path = try tempFile("""
        final class Roster {
            func load() -> Int {
                return 1
            }
        }

        final class Gauge {
            init(level: Int) {
                print(level)
            }
        }

        extension Gauge {
            convenience init() {
                self.init(level: 0)
            }
        }

        """)
        #expect(run(["add", "--all", path]).code == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("@Stubbable\nfinal class Gauge"), "no member of Gauge gets a hook: it stays unannotated")
        let check = run(["check", "--summary", "--hints", path])
        #expect(check.code == 0)
        #expect(check.out == """
        summary: 1 files, 1 with stubs; 1 stubbable types; 1 members stubbed, 0 not yet written, 2 skipped
        skipped by reason: 2 stubble.skipped
        of the skipped, 2 are in types and extensions where no member can be stubbed (add --all leaves them unannotated)
        skipped by hint: 2 '…' is not stubbed: an initializer of a class cannot hand back another instance (it has no '…'), so no hook can stand in for it; stub a factory method instead (a static func that calls it, or a method of the code that creates '…')

        """)
    }

    /// One convention for every CLI output, the compiler's: 1-based columns counting UTF-8 bytes. On this
    /// line swiftc 6.3.1 reports `"s"` at 3:37 (`ï` is two bytes; 35 in characters).
    @Test func columnsCountUTF8BytesLikeSwiftcInCheckAndSymbolsAndLocations() throws {
        let path = try tempFile("// @Stubbable\nfinal class A {\n    var ä: Int = 1; var b: Int = 2\n}\n")
        // `b` is the 26th byte of its line (the 25th character: `ä` is two bytes).
        let check = run(["check", "--hints", path])
        #expect(check.out == "\(path):2:13: warning: Stubs of 'A' are not written yet [stubble.notExpanded]\n"
                + "\(path):3:9: warning: Stubs of 'ä' are not written yet [stubble.notExpanded]\n"
                + "\(path):3:26: hint: 'b' is not stubbed: it must start its own line [stubble.skipped]\n")
        let json = try JSONSerialization.jsonObject(with: Data(run(["check", "--format", "json", "--hints", path]).out.utf8)) as? [[String: Any]]
        #expect(json?.map { [$0["line"], $0["column"], $0["endLine"], $0["endColumn"]] as? [Int] } == [[2, 13, 2, 14], [3, 9, 3, 11], [3, 26, 3, 27]])
        #expect(run(["symbols", path]).out.contains(#""name":"b","modifiers":[],"attributes":[],"range":{"start":{"line":3,"column":22}"#))
        // A location's column is read the same way: 3:26 is `b`, 3:25 is the space before it.
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        let lineStart = Array("// @Stubbable\nfinal class A {\n".utf8).count
        #expect(FileSupport.offset(bytes, line: 3, column: 26) == lineStart + 25)
        // Inside `ä` (its second byte, column 10) means `ä`.
        #expect(FileSupport.offset(bytes, line: 3, column: 10) == lineStart + 8)
        // Lines end at CRLF and at a lone CR too, as the language server and `symbols` count them.
        for lineBreak in ["\r\n", "\r"] {
            let other = try tempFile("// @Stubbable\nfinal class A {\n    var ä: Int = 1; var b: Int = 2\n}\n".replacingOccurrences(of: "\n", with: lineBreak))
            #expect(run(["check", "--hints", other]).out == "\(other):2:13: warning: Stubs of 'A' are not written yet [stubble.notExpanded]\n"
                    + "\(other):3:9: warning: Stubs of 'ä' are not written yet [stubble.notExpanded]\n"
                    + "\(other):3:26: hint: 'b' is not stubbed: it must start its own line [stubble.skipped]\n", "\(lineBreak.debugDescription)")
        }
    }

    @Test func addOnAProtocolRequirementWritesNothingAndSaysToMockTheProtocol() throws {
        let source = "protocol Sleeper {\n    func sleep(seconds: Int) async\n}\n"
        let path = try tempFile(source)
        let add = run(["add", "\(path):2"])
        #expect(add.code == 1)
        #expect(add.err.contains("stubble add: \(path):2: 'sleep(seconds:)' is a requirement of protocol 'Sleeper'; generate a mock for the protocol instead ('stubble mock')\n"), "\(add.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == source)
    }

    @Test func unknownFlagsAndMissingFilesAreOneLineErrorsWithExit2() {
        let flag = run(["check", "--frobnicate", "x.swift"])
        #expect(flag.code == 2)
        #expect(flag.err == "stubble check: unknown option '--frobnicate'\n")
        let missing = run(["fix", "/nonexistent/file.swift"])
        #expect(missing.code == 2)
        #expect(missing.err == "stubble fix: no such file or directory: /nonexistent/file.swift\n")
    }
    /// Each file is stubbed in its package's language mode, read from the nearest `Package.swift` above it: in
    /// Swift 4 mode (tools version 4.2, as PathKit's) an optional `let` stays stored, with a hint that says why.
    @Test func filesOfASwift4PackageKeepTheirOptionalLetsStored() throws {
        let root = TemporaryFolders.named("stubble-cli")
        let text = """
        struct Walker {
            let root: String
            let depth: Int?
        }

        """
        for (manifest, keptStored) in [("// swift-tools-version:4.2\nimport PackageDescription\n", true), ("// swift-tools-version:5.9\nimport PackageDescription\n", false)] {
            // (A package folder each: the modes of folders are read once per process.)
            let moved = root.appendingPathComponent(keptStored ? "v4" : "v5")
            try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
            try manifest.write(toFile: moved.appendingPathComponent("Package.swift").path, atomically: true, encoding: .utf8)
            let file = moved.appendingPathComponent("Walker.swift").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(run(["add", "--all", file]).code == 0)
            let stubbed = try String(contentsOfFile: file, encoding: .utf8)
            #expect(stubbed.contains("    let depth: Int?\n") == keptStored, Comment(rawValue: stubbed))
            #expect(stubbed.contains("var depth: Optional<Int> { // stubble") == !keptStored)
            #expect(run(["check", "--hints", file]).out.contains("its package is compiled in Swift 4 mode") == keptStored)
            #expect(run(["fix", "--dry-run", file]).out == "")
            #expect(run(["remove", "--all", file]).code == 0)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        }
    }
}
