import Foundation
import Testing
@testable import StubbleCLI

@Suite("stubble mock")
struct MockCommandTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CLIIO(writeOut: { out += $0 }, writeErr: { err += $0 })
        let code = CLI.main(["mock"] + args, io: io)
        return (code, out, err)
    }

    func temporaryFolder(_ files: [String: String]) throws -> URL {
        let folder = TemporaryFolders.named("stubble-mock-cli")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test func mocksTheProtocolOnALineAndThenSaysItIsUpToDate() throws {
        let folder = try temporaryFolder(["Service.swift": "import Foundation\n\nprotocol Service {\n    func run() -> Int\n}\n"])
        let path = folder.appendingPathComponent("Service.swift").path
        let first = run([path + ":4"])
        #expect(first.code == 0)
        #expect(first.out == "\(path):4: generated ServiceMock\n")
        let text = read(URL(fileURLWithPath: path))
        #expect(text.contains("#if DEBUG\nfinal class ServiceMock: Service {"))
        let second = run([path + ":3"])
        #expect(second.out == "\(path):3: ServiceMock is up to date\n")
        #expect(read(URL(fileURLWithPath: path)) == text)
    }

    @Test func optionsReachTheGeneratedMock() throws {
        let folder = try temporaryFolder(["A.swift": "protocol Clock {\n    func now() -> Double\n}\n"])
        let path = folder.appendingPathComponent("A.swift").path
        #expect(run(["--condition", "none", "--strict", "--no-presets", path + ":1"]).code == 0)
        let text = read(URL(fileURLWithPath: path))
        #expect(!text.contains("#if"))
        #expect(text.contains("// stubble:mock:begin Clock strict no-presets"))
        #expect(text.contains("fatalError(\"ClockMock.now(): not stubbed (strict mock); set _now or nowReturnValue\")"))
        #expect(!text.contains("init(_ configure:"))
    }

    /// `Base` is declared in another module (a folder of its own: each loose folder is one): found only when its
    /// file is given, as a plain path or with `--context`.
    @Test func aRefinedProtocolInAnotherModuleIsFoundWhenThatFileIsGiven() throws {
        let folder = try temporaryFolder([
            "App/Child.swift": "protocol Child: Base {\n    func child()\n}\n",
            "Shared/Base.swift": "protocol Base {\n    func base()\n}\n",
        ])
        let child = folder.appendingPathComponent("App/Child.swift").path
        let alone = run([child + ":1"])
        #expect(alone.code == 1)
        #expect(alone.out == "\(child):1: cannot mock 'Child': cannot find 'Base' (refined by 'Child') in the files given; pass the file that declares it\n")
        #expect(!read(URL(fileURLWithPath: child)).contains("ChildMock"))
        let withBase = run([child + ":1", folder.appendingPathComponent("Shared/Base.swift").path])
        #expect(withBase.code == 0)
        #expect(read(URL(fileURLWithPath: child)).contains("func base() {"))
        let again = run(["--context", folder.appendingPathComponent("Shared").path, child + ":1"])
        #expect(again == (0, "\(child):1: ChildMock is up to date\n", ""))
    }

    /// `mock FILE:LINE` reads the other files of FILE's module, as `check` of the module does: a refined protocol
    /// declared in one of them is found without naming it, in a loose folder (its files, not its subfolders') and
    /// in a SwiftPM target folder (subfolders and all, and the other targets of its package: the package's view
    /// of every command, `MockContext.scoped(toModule:)`).
    @Test func aRefinedProtocolInAnotherFileOfTheModuleIsFoundWithoutNamingIt() throws {
        let folder = try temporaryFolder([
            "Child.swift": "protocol Child: Base {\n    func child()\n}\n",
            "Base.swift": "protocol Base {\n    func base()\n}\n",
            "Nested/Other.swift": "protocol Other: Hidden {\n    func other()\n}\n",
            "Hidden.swift": "protocol Hidden {\n    func hidden()\n}\n",
            "Package/Sources/Target/Deep/Leaf.swift": "protocol Leaf: Root {\n    func leaf()\n}\n",
            "Package/Sources/Target/Root.swift": "protocol Root: Elsewhere {\n    func root()\n}\n",
            "Package/Sources/OtherTarget/Elsewhere.swift": "protocol Elsewhere {\n    func elsewhere()\n}\n",
        ])
        let child = folder.appendingPathComponent("Child.swift").path
        #expect(run([child + ":1"]) == (0, "\(child):1: generated ChildMock\n", ""))
        #expect(read(URL(fileURLWithPath: child)).contains("func base() {"))
        // A subfolder of a loose folder is a module of its own: its files do not see the folder's.
        let other = folder.appendingPathComponent("Nested/Other.swift").path
        #expect(run([other + ":1"]).out == "\(other):1: cannot mock 'Other': cannot find 'Hidden' (refined by 'Other') in the files given; pass the file that declares it\n")
        // A target's file sees the target's files in every subfolder, and its package's other targets.
        let leaf = folder.appendingPathComponent("Package/Sources/Target/Deep/Leaf.swift").path
        #expect(run([leaf + ":1"]) == (0, "\(leaf):1: generated LeafMock\n", ""))
        let withContext = run(["--context", folder.appendingPathComponent("Package/Sources/OtherTarget").path, leaf + ":1"])
        #expect(withContext == (0, "\(leaf):1: LeafMock is up to date\n", ""))
        let text = read(URL(fileURLWithPath: leaf))
        #expect(text.contains("func root() {") && text.contains("func elsewhere() {"))
    }

    @Test func allRecursesIntoFoldersAndSummarizes() throws {
        let folder = try temporaryFolder([
            "Sources/A.swift": "protocol First {\n    var name: String { get }\n}\n",
            "Sources/Deep/B.swift": "protocol Second: First {\n    func go() async\n}\n\n@objc protocol Legacy {}\n",
            ".build/Ignored.swift": "protocol Ignored {}\n",
        ])
        let result = run(["--all", folder.path])
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("A.swift:1: generated FirstMock") })
        #expect(lines.contains { $0.hasSuffix("B.swift:1: generated SecondMock") })
        #expect(lines.contains { $0.hasSuffix("B.swift:5: cannot mock 'Legacy': '@objc' protocols need an NSObject mock, which Stubble does not generate") })
        #expect(lines.last == "mocks: 2 generated, 0 regenerated, 0 up to date, 1 cannot be mocked; 2 files changed")
        #expect(!read(folder.appendingPathComponent(".build/Ignored.swift")).contains("Mock"))
        let again = run(["--all", folder.path])
        #expect(again.out.split(separator: "\n").last == "mocks: 0 generated, 0 regenerated, 2 up to date, 1 cannot be mocked; 0 files changed")
    }

    /// A mock that needs a default value for a type of the user's declares `StubbleDefaultProvidable` in the
    /// file. That protocol is the tool's, never mocked: a second run over the output must not count it.
    @Test func theDefaultsProtocolTheRunDeclaredIsNotCountedAsAMock() throws {
        let folder = try temporaryFolder(["A.swift": "struct Token {\n    var value: String\n}\n\nprotocol Provider {\n    func token() -> Token\n}\n"])
        let first = run(["--all", folder.path])
        #expect(first.out.split(separator: "\n").last == "mocks: 1 generated, 0 regenerated, 0 up to date, 0 cannot be mocked; 1 files changed")
        #expect(read(folder.appendingPathComponent("A.swift")).contains("protocol StubbleDefaultProvidable"))
        let again = run(["--all", folder.path])
        #expect(again.out == "mocks: 0 generated, 0 regenerated, 1 up to date, 0 cannot be mocked; 0 files changed\n")
    }

    /// One file reached by two paths (its folder and a symbolic link to that folder; its path through `..`):
    /// both paths are planned from the same text and the file ends with one mock, whichever way the writes
    /// go (`runAll` writes one at a time when two paths are one file); a second run finds it up to date.
    @Test func aFileReachedByTwoPathsGetsOneMock() throws {
        let folder = try temporaryFolder(["Sources/A.swift": "protocol First {\n    func go()\n}\n"])
        let sources = folder.appendingPathComponent("Sources").path
        let linked = folder.appendingPathComponent("Linked").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: "Sources")
        let first = run(["--all", sources, linked, sources + "/../Sources/A.swift"])
        #expect(first.code == 0)
        #expect(first.err == "")
        #expect(first.out.split(separator: "\n").last == "mocks: 3 generated, 0 regenerated, 0 up to date, 0 cannot be mocked; 3 files changed")
        let text = read(folder.appendingPathComponent("Sources/A.swift"))
        #expect(text.components(separatedBy: "// stubble:mock:begin First").count == 2, "one mock")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked) == "Sources", "the link stays a link")
        let again = run(["--all", sources, linked, sources + "/../Sources/A.swift"])
        #expect(again.out.split(separator: "\n").last == "mocks: 0 generated, 0 regenerated, 3 up to date, 0 cannot be mocked; 0 files changed")
        #expect(read(folder.appendingPathComponent("Sources/A.swift")) == text)
    }

    @Test func dryRunWritesNothing() throws {
        let folder = try temporaryFolder(["A.swift": "protocol P {\n    func f()\n}\n"])
        let before = read(folder.appendingPathComponent("A.swift"))
        let result = run(["--all", "--dry-run", folder.path])
        #expect(result.out.hasSuffix("mocks: 1 generated, 0 regenerated, 0 up to date, 0 cannot be mocked; 1 files would change\n"))
        #expect(read(folder.appendingPathComponent("A.swift")) == before)
    }

    /// Files whose protocols return each other's types (the engine's `Fixtures/MockRuns/returns-each-other`).
    static let crossFileRun = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StubbleEngineTests/Fixtures/MockRuns/returns-each-other")

    @Test func allLeavesNoMockOutOfDateWhenProtocolsReturnEachOthersTypesAcrossFiles() throws {
        // Catalog.swift is mocked first; its `library()` may return LibraryMock(), a mock this run writes later.
        let names = ["Catalog.swift", "Library.swift", "ReadingRoom.swift"]
        var inputs: [String: String] = [:]
        for name in names {
            inputs[name] = read(Self.crossFileRun.appendingPathComponent("input").appendingPathComponent(name))
        }
        let folder = try temporaryFolder(inputs)
        let result = run(["--all", folder.path])
        #expect(result.code == 0)
        #expect(result.out.split(separator: "\n").last == "mocks: 3 generated, 0 regenerated, 0 up to date, 0 cannot be mocked; 3 files changed")
        for name in names {
            #expect(read(folder.appendingPathComponent(name)) == read(Self.crossFileRun.appendingPathComponent("expected").appendingPathComponent(name)), "\(name)")
        }
        var out = "", err = ""
        let io = CLIIO(writeOut: { out += $0 }, writeErr: { err += $0 })
        #expect(CLI.main(["check", folder.path], io: io) == 0)
        #expect(CLI.main(["fix", "--dry-run", folder.path], io: io) == 0)
        #expect(out == "")
        #expect(err == "")
        #expect(run(["--all", folder.path]).out.split(separator: "\n").last == "mocks: 0 generated, 0 regenerated, 3 up to date, 0 cannot be mocked; 0 files changed")
    }

    @Test("Usage errors are one line and exit 2", arguments: [
        ([], "stubble mock: no FILE:LINE given; see 'stubble help mock'\n"),
        (["--all"], "stubble mock: no paths given; see 'stubble help mock'\n"),
        (["--frobnicate"], "stubble mock: unknown option '--frobnicate'; see 'stubble help mock'\n"),
        (["--condition"], "stubble mock: --condition needs a value; see 'stubble help mock'\n"),
        (["/nonexistent/x.swift:3"], "stubble mock: cannot read '/nonexistent/x.swift'\n"),
        (["/nonexistent/folder"], "stubble mock: expected FILE:LINE or an existing path, got '/nonexistent/folder'\n"),
    ])
    func usageErrors(_ args: [String], _ message: String) {
        let result = run(args)
        #expect(result.code == 2)
        #expect(result.err == message)
        #expect(result.out == "")
    }

    @Test func aLineWithoutAProtocolIsAUsageError() throws {
        let folder = try temporaryFolder(["A.swift": "struct S {}\n\nprotocol P {}\n"])
        let path = folder.appendingPathComponent("A.swift").path
        let result = run([path + ":1"])
        #expect(result.code == 2)
        #expect(result.err == "stubble mock: \(path):1: no protocol on this line\n")
    }

    @Test func migrateReplacesOtherLibrariesMocksAndSaysWhatItDid() throws {
        let folder = try temporaryFolder([
            "Weather.swift": "import Mocking\n\n@Mocked(compilationCondition: .debug)\nprotocol WeatherService {\n    func temperature() -> Double\n}\n",
            "Service.swift": "import Spyable\n\n@Spyable\nprotocol Service {\n    func run() -> Int\n}\n",
            "Plain.swift": "protocol Plain {\n    func f()\n}\n",
        ])
        var out = "", err = ""
        let io = CLIIO(writeOut: { out += $0 }, writeErr: { err += $0 })
        #expect(CLI.main(["migrate", folder.path], io: io) == 0, "\(err)")
        let weather = folder.appendingPathComponent("Weather.swift").path, service = folder.appendingPathComponent("Service.swift").path
        #expect(out == """
        \(service): Spyable: Service -> ServiceMock (no #if)
        \(service): removed 'import Spyable'
        \(weather): swift-mocking: WeatherService -> WeatherServiceMock (#if DEBUG)
        \(weather): removed 'import Mocking'
        migrate: 2 protocols migrated, 0 left alone, 2 imports removed, 2 files changed

        """)
        #expect(read(folder.appendingPathComponent("Weather.swift")).hasPrefix("protocol WeatherService {\n"))
        #expect(read(folder.appendingPathComponent("Plain.swift")) == "protocol Plain {\n    func f()\n}\n")
        // Then check is clean and a second run has nothing to do.
        #expect(CLI.main(["check", folder.path], io: io) == 0)
        out = ""
        #expect(CLI.main(["migrate", folder.path], io: io) == 0)
        #expect(out == "migrate: 0 protocols migrated, 0 left alone, 0 imports removed, 0 files changed\n")
    }

    /// A run over two SwiftPM targets declares `StubbleDefaultProvidable` in each target whose mocks use it: an
    /// internal protocol of one target is not seen by the other, so each target's files compile alone (swiftc,
    /// through SIL diagnostics). A second run changes nothing and `check` finds every mock fresh. Files outside
    /// SwiftPM's layout (an app's folder and its subfolder) stay one module with one declaration, as before.
    @Test func aRunOverTwoTargetsDeclaresTheDefaultsProtocolInEachTarget() throws {
        let accounts = "struct Account {\n    var id: Int\n}\n\nprotocol Accounts {\n    func account(id: Int) -> Account\n}\n"
        let billing = "struct Invoice {\n    var total: Int\n}\n\nprotocol Billing {\n    func invoice(number: Int) -> Invoice\n}\n"
        let folder = try temporaryFolder([
            "Pkg/Sources/Accounts/Accounts.swift": accounts, "Pkg/Sources/Billing/Billing.swift": billing,
            "App/Accounts.swift": accounts, "App/Screens/Billing.swift": billing,
        ])
        let sources = folder.appendingPathComponent("Pkg/Sources")
        let app = folder.appendingPathComponent("App")
        for root in [sources, app] {
            let first = run(["--all", root.path])
            #expect(first.code == 0 && first.out.hasSuffix("mocks: 2 generated, 0 regenerated, 0 up to date, 0 cannot be mocked; 2 files changed\n"), "\(first)")
            #expect(run(["--all", root.path]).out.hasSuffix("mocks: 0 generated, 0 regenerated, 2 up to date, 0 cannot be mocked; 0 files changed\n"))
            var out = ""
            let io = CLIIO(writeOut: { out += $0 }, writeErr: { out += $0 })
            #expect(CLI.main(["check", root.path], io: io) == 0 && out.isEmpty, "\(out)")
        }
        func declarations(_ url: URL) -> Int { read(url).components(separatedBy: "protocol StubbleDefaultProvidable {").count - 1 }
        let targets = [sources.appendingPathComponent("Accounts/Accounts.swift"), sources.appendingPathComponent("Billing/Billing.swift")]
        #expect(targets.map(declarations) == [1, 1])
        #expect(declarations(app.appendingPathComponent("Accounts.swift")) + declarations(app.appendingPathComponent("Screens/Billing.swift")) == 1)
        // Each target compiled alone, as SwiftPM builds it; the app's files together.
        let compiler = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let swiftc = try #require(ProcessInfo.processInfo.environment["SWIFTC"] ?? compiler, "a Swift compiler is needed")
        for files in targets.map({ [$0] }) + [[app.appendingPathComponent("Accounts.swift"), app.appendingPathComponent("Screens/Billing.swift")]] {
            let tmp = try TemporaryFolders.make("stubble-mock-swiftc")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-parse-as-library", "-D", "DEBUG"] + files.map(\.path)
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": tmp.path]) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(files.map(\.lastPathComponent)): \(output)")
        }
    }
}
