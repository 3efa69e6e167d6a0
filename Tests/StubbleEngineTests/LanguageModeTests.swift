import Foundation
import Testing
import StubbleEngine

/// A package's language mode changes what compiles: in Swift 4 mode (PathKit's `swift-tools-version:4.2`) a
/// property with an init accessor and an optional type starts as nil however the type is spelled, so the
/// `Optional<T>` spelling that keeps an optional `let` initialized once in Swift 5 and 6 does not help there.
@Suite("Language modes: what a package's manifest says, and optional lets in Swift 4 mode")
struct LanguageModeTests {
    @Test(arguments: [
        ("// swift-tools-version:4.2\nimport PackageDescription\n", 4),
        ("// swift-tools-version:4.0\n", 4),
        ("// swift-tools-version: 5.9\nlet package = Package(name: \"A\")\n", 5),
        ("// swift-tools-version:5.0\nlet package = Package(name: \"A\", swiftLanguageVersions: [.v4_2])\n", 4),
        ("// swift-tools-version:5.0\nlet package = Package(name: \"A\", swiftLanguageVersions: [.v4_2, .v5])\n", 5),
        ("// swift-tools-version:6.0\nlet package = Package(name: \"A\")\n", 6),
        ("// swift-tools-version:6.0\nlet package = Package(name: \"A\", swiftLanguageModes: [.v5])\n", 5),
        ("// swift-tools-version:6.1\nlet package = Package(name: \"A\", swiftLanguageModes: [.version(\"6\"), .v5])\n", 6),
        ("import PackageDescription\n", 5),
    ])
    func manifestsSayTheirLanguageMode(manifest: String, mode: Int) {
        #expect(Engine.languageMode(manifest: Array(manifest.utf8)) == mode)
    }

    let input = """
    import Foundation

    // @Stubbable
    struct Walker {
        let root: String
        let enumerator: FileManager.DirectoryEnumerator?

        init(root: String) {
            self.root = root
            self.enumerator = FileManager.default.enumerator(atPath: root)
        }
    }

    """

    func stubbed(mode: Int) -> String {
        var context = FileStubContext.alone
        context.languageMode = mode
        return String(decoding: Engine.addAllText(Array(input.utf8), options: StubOptions(), context: context), as: UTF8.self)
    }

    func compiles(_ source: String, swiftVersion: String) throws -> (Bool, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Walker.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let r = runProcess(swiftc()!, ["-emit-sil", "-o", "/dev/null", "-swift-version", swiftVersion, "-parse-as-library", path])
        return (r.status == 0, r.output)
    }

    @Test func optionalLetsOfSwift4PackagesStayStoredAndTheOutputCompilesInEveryMode() throws {
        try #require(swiftc() != nil, "a Swift compiler is needed")
        let modern = stubbed(mode: 6)
        #expect(modern.contains("var enumerator: Optional<FileManager.DirectoryEnumerator> { // stubble"))
        #expect(try compiles(modern, swiftVersion: "6").0)
        #expect(try compiles(modern, swiftVersion: "5").0)
        // What the engine wrote for every package before it knew the mode: Swift 4.2 refuses it.
        let refused = try compiles(modern, swiftVersion: "4.2")
        #expect(!refused.0 && refused.1.contains("immutable value 'self._enumerator' may only be initialized once"))

        let old = stubbed(mode: 4)
        #expect(old.contains("    let enumerator: FileManager.DirectoryEnumerator?\n"), "kept stored")
        #expect(old.contains("var root: String { // stubble"), "the other property is still stubbed")
        let built = try compiles(old, swiftVersion: "4.2")
        #expect(built.0, Comment(rawValue: built.1))
        var context = FileStubContext.alone
        context.languageMode = 4
        let hints = Engine.diagnose(Array(old.utf8), stubs: context).map(\.message)
        #expect(hints.contains { $0.contains("'enumerator' is not stubbed: its package is compiled in Swift 4 mode") })
    }
}
