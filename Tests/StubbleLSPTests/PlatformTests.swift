import Foundation
import Testing
@testable import StubbleLSP

/// The product reads files, lists folders and standardizes paths with the C library (`Platform.swift`), not with
/// Foundation. These tests hold each helper to what Foundation said of the same files and paths, so that leaving
/// Foundation changed nothing a user sees.
@Suite("Platform: files and paths without Foundation, as Foundation gave them")
struct PlatformTests {
    /// A fresh folder with a file, a hidden file, an empty file, a subfolder and a link to the file.
    func scratch() throws -> String {
        let root = NSTemporaryDirectory() + "stubble-platform-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        try Data("hidden".utf8).write(to: URL(fileURLWithPath: root + "/.hidden"))
        try Data().write(to: URL(fileURLWithPath: root + "/Empty.swift"))
        try Data((0..<300_000).map { UInt8($0 % 251) }).write(to: URL(fileURLWithPath: root + "/sub/Big.bin"))
        try fm.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: root + "/A.swift")
        return root
    }

    @Test func contentsAreTheFilesBytesAndNothingForAFolderOrNothing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for name in ["A.swift", ".hidden", "Empty.swift", "sub/Big.bin", "Link.swift"] {
            let path = root + "/" + name
            #expect(FileSystem.contents(of: path) == [UInt8](FileManager.default.contents(atPath: path)!), "\(name)")
        }
        #expect(FileSystem.contents(of: root + "/sub") == nil)
        #expect(FileSystem.contents(of: root + "/Missing.swift") == nil)
        // A file whose size `stat` gives as 0 is read to its end.
        #expect((FileSystem.contents(of: "/proc/self/status") ?? []).count > 0)
    }

    @Test func entriesAreWhatFoundationListed() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(FileSystem.entries(of: root)?.sorted() == listed.sorted())
        #expect(FileSystem.entries(of: root)?.sorted() == [".hidden", "A.swift", "Empty.swift", "Link.swift", "sub"])
        #expect(FileSystem.entries(of: root + "/A.swift") == nil)
        #expect(FileSystem.entries(of: root + "/Missing") == nil)
    }

    @Test func statusSaysKindSizeAndModificationTimeThroughLinks() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = try #require(FileSystem.status(root + "/A.swift"))
        #expect(file.isRegularFile && !file.isDirectory && file.size == 12)
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/A.swift")
        let modified = try #require(attributes[.modificationDate] as? Date)
        #expect(abs(Double(file.modified) / 1e9 - modified.timeIntervalSince1970) < 0.001)
        #expect(FileSystem.status(root + "/Link.swift") == file)
        #expect(FileSystem.status(root + "/sub")?.isDirectory == true)
        #expect(FileSystem.status(root + "/Missing") == nil)
        #expect(FileSystem.exists(root + "/Link.swift") && !FileSystem.exists(root + "/Missing"))
        // Rewriting the file is seen (the module index compares size and modification time).
        Thread.sleep(forTimeInterval: 0.01)
        try Data("struct A { var b: Int }\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        let rewritten = try #require(FileSystem.status(root + "/A.swift"))
        #expect(rewritten.size == 24 && rewritten.modified > file.modified)
    }

    @Test(arguments: ["/a/b/../c", "/a/./b/", "/a//b", "/../x", "/a/b/..", "/", "/a/b/.", "/a/..", "/.build/x",
                      "/a/...", "//a", "/a/b/../../..", "/a/.hidden/./b", "/Schüler/naïve café.swift", "/a b/c%20d.swift",
                      "/a/b", "/a/b/", "/a/b.", "/.", "/..", "/a/.b/c", "/a/..b/c", "/a/b/./", "/a/b//", "/a/.../b"])
    func absolutePathsStandardizeAsURLDid(_ path: String) {
        #expect(FileSystem.absoluteStandardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func relativePathsAreTakenFromTheWorkingFolder() {
        for path in ["a.swift", "./a/../b.swift", "Sources/X/Y.swift", "../up.swift"] {
            #expect(FileSystem.absoluteStandardized(path) == URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + path).standardizedFileURL.path, "\(path)")
        }
        #expect(FileSystem.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func theLogsTimeOfDayIsUTCWithMilliseconds() {
        let stamp = utcTimeOfDay()
        #expect(stamp.utf8.count == 12)
        #expect(stamp.range(of: #"^[0-2][0-9]:[0-5][0-9]:[0-6][0-9]\.[0-9]{3}$"#, options: .regularExpression) != nil, "\(stamp)")
        let foundation = Date().ISO8601Format(.iso8601.time(includingFractionalSeconds: true))
        #expect(stamp.prefix(5) == foundation.prefix(5) || stamp.hasPrefix("23:59") || foundation.hasPrefix("00:00"))
    }
}
