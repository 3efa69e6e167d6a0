import Foundation
import Testing
@testable import StubbleCLI

// Files as users have them: a UTF-8 byte-order mark, CRLF, CR-only or mixed line breaks, no final line
// break, a symbolic link to the file or to its folder. For each: `add --all` stubs the type, the lines it
// writes take the file's line break, `check` is clean, `fix` changes nothing, `mock --all` writes its mock in
// the same form, and `remove --all` gives back the original bytes.

@Suite("Files as users have them: byte-order mark, line breaks, symbolic links")
struct FileFormTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        var o = "", e = ""
        let io = CLIIO(writeOut: { o += $0 }, writeErr: { e += $0 })
        let code = CLI.main(args, io: io)
        return (code, o, e)
    }

    func folder() throws -> URL {
        try TemporaryFolders.make("stubble-forms")
    }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// A class with a method, its lines ended by `br` (the last one by `last`), after `prefix`.
    func source(_ br: String, last: String? = nil, prefix: [UInt8] = []) -> [UInt8] {
        let lines = ["final class Service {", "    func load() -> Int {", "        1", "    }", "}"]
        return prefix + Array((lines.joined(separator: br) + (last ?? br)).utf8)
    }

    /// add --all → check clean → fix no-op → remove --all gives the bytes back; returns the stubbed bytes.
    @discardableResult
    func roundTrip(_ original: [UInt8], at path: String, writeThrough: String? = nil) throws -> [UInt8] {
        let written = writeThrough ?? path
        let add = run(["add", "--all", path])
        #expect(add.code == 0, "\(add.err)")
        let stubbed = try bytes(written)
        #expect(stubbed != original, "add --all changed nothing")
        #expect(String(decoding: stubbed, as: UTF8.self).contains("var _load: (() -> Int)? = nil // stubble"))
        let check = run(["check", path])
        #expect(check.code == 0, "\(check.out)")
        #expect(run(["fix", "--dry-run", path]).out == "")
        let remove = run(["remove", "--all", path])
        #expect(remove.code == 0, "\(remove.err)")
        #expect(try bytes(written) == original, "remove --all did not give back the original bytes")
        return stubbed
    }

    /// The line breaks of `text`, in order ("\r\n", "\r" or "\n").
    func breaks(_ text: [UInt8]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < text.count {
            if text[i] == 0x0D { if i + 1 < text.count && text[i + 1] == 0x0A { out.append("\r\n"); i += 2 } else { out.append("\r"); i += 1 } }
            else if text[i] == 0x0A { out.append("\n"); i += 1 }
            else { i += 1 }
        }
        return out
    }

    @Test func aByteOrderMarkIsKeptAndDoesNotHideTheFile() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("D.swift").path
        let original = source("\n", prefix: [0xEF, 0xBB, 0xBF])
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stubbed = try roundTrip(original, at: path)
        #expect(Array(stubbed.prefix(3)) == [0xEF, 0xBB, 0xBF], "the mark stays first")
        #expect(String(decoding: stubbed.dropFirst(3), as: UTF8.self).hasPrefix("// @Stubbable\nfinal class Service {"))
    }

    @Test("Generated lines take the file's line break", arguments: ["\r\n", "\r"])
    func generatedLinesTakeTheFilesLineBreak(_ br: String) throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("Service.swift").path
        let original = source(br)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stubbed = try roundTrip(original, at: path)
        #expect(Set(breaks(stubbed)) == [br], "every line break is \(br.debugDescription): \(breaks(stubbed))")
    }

    @Test func mixedLineBreaksStayOnTheUsersLinesAndNewLinesTakeTheUsualOne() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("Mixed.swift").path
        // Three CRLF, one LF, one CR: CRLF is the usual break.
        let original = Array("final class Service {\r\n    func load() -> Int {\n        1\r\n    }\r}\r\n".utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stubbed = try roundTrip(original, at: path)
        let text = String(decoding: stubbed, as: UTF8.self)
        #expect(text.contains("// stubble\r\n"), "generated lines end with CRLF")
        #expect(!text.contains("// stubble\n") && !text.contains("// stubble\r\r"))
        #expect(text.contains("func load() -> Int {\n"), "the user's LF line keeps its LF")
        #expect(text.contains("    }\r    nonisolated var customMirror"), "the user's CR line keeps its CR (the class's mirror follows it)")
    }

    @Test func aFileWithoutAFinalLineBreakGetsNone() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("Service.swift").path
        let original = source("\r\n", last: "")
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stubbed = try roundTrip(original, at: path)
        // The mirror's conformance follows the class, after a line break of its own; the file still ends without one.
        #expect(String(decoding: stubbed, as: UTF8.self).hasSuffix("}\r\nextension Service: CustomReflectable {} // stubble"))
    }

    @Test func mocksTakeTheFilesFormToo() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("Clock.swift").path
        let original = [0xEF, 0xBB, 0xBF] + Array("/// Tells the time.\r\nprotocol Clock {\r\n    func now() -> Int\r\n}\r\n".utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let mock = run(["mock", "--all", path])
        #expect(mock.code == 0, "\(mock.out)\(mock.err)")
        let mocked = try bytes(path)
        #expect(Array(mocked.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: mocked, as: UTF8.self).contains("final class ClockMock: Clock {"))
        #expect(Set(breaks(mocked)) == ["\r\n"], "\(breaks(mocked))")
        #expect(run(["check", path]).code == 0)
        #expect(run(["mock", "--all", path]).out.contains("0 files changed"), "a fresh mock is left alone")
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let dir = try folder()
        let real = dir.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("Service.swift").path
        let original = source("\n")
        try Data(original).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o640) == 0)
        let link = dir.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Service.swift")
        let add = run(["add", "--all", link])
        #expect(add.code == 0, "\(add.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Service.swift", "the link stays a link")
        #expect(try bytes(target) != original, "the link's target is what changed")
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o7777 == 0o640, "the target keeps its mode")
        #expect(run(["remove", "--all", link]).code == 0)
        #expect(try bytes(target) == original)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Service.swift")
        // Only the target and the link are in the folders: no temporary file was left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["Service.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["Link.swift", "real"])
    }

    @Test func aFileInASymbolicallyLinkedFolder() throws {
        let dir = try folder()
        let real = dir.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("Service.swift").path
        let original = source("\r\n")
        try Data(original).write(to: URL(fileURLWithPath: target))
        let linked = dir.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "real")
        try roundTrip(original, at: linked.appendingPathComponent("Service.swift").path, writeThrough: target)
        // The folder given as a whole, through the link.
        try roundTrip(original, at: linked.path, writeThrough: target)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == "real")
    }
}
