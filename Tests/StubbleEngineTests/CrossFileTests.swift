import Foundation
import Testing
@testable import StubbleEngine

// Cross-file fixtures: `Fixtures/CrossFile/<case>/input/` holds the files a user has (one module), one of
// them (or several: one run makes each of them stubbable) with a `/*|*/` cursor: the case is "make the
// declaration there stubbable", run as every front end runs it (`StubContext.rewrite`: the action, then every
// file's hooks for the others). `expected/` holds every file after it. For every case: the output is the
// expected one; it is fresh (no finding, no edit from fix, no remote refresh); removing the stubs at the
// cursors gives back every input byte; `remove --all`
// too; the expected files compile together in Swift 6 mode through SIL diagnostics; with `runtime.swift`, they run and print
// `runtime-output.txt`. Every input file changes, except those listed in `unchanged.txt` (files that only
// tell the module view something). STUBBLE_UPDATE_FIXTURES=1 writes a missing expected folder.

let crossFileURL = fixturesURL.appendingPathComponent("CrossFile")

/// A cross-file case: a `Fixture` of several files (`input/`, `expected/`: FixtureKit.swift, Fixtures/README.md),
/// run with every file of the module known.
struct CrossFileFixture {
    let fixture: Fixture
    var name: String { fixture.name }
    /// Inputs without the cursor, by file name, in name order.
    var inputs: [(name: String, text: [UInt8])] { fixture.inputs.map { ($0.name, $0.text) } }
    /// The files with a cursor, in name order, and the cursor's offset in each.
    var cursors: [(file: String, offset: Int)] { fixture.cursors }
    var dir: URL { fixture.dir }

    init(_ name: String) throws {
        fixture = try Fixture(name, in: crossFileURL)
    }

    static func module(_ files: [(name: String, text: [UInt8])]) -> [(path: String, module: String, text: [UInt8])] {
        files.map { (path: $0.name, module: "App", text: $0.text) }
    }

    /// Runs `transform` on `changing` with every file known, as the front ends do; all files after it.
    static func rewrite(_ files: [(name: String, text: [UInt8])], changing: [String], eager: Bool,
                        _ transform: @Sendable (String, [UInt8], FileStubContext) -> [TextEdit]) -> [(name: String, text: [UInt8])] {
        let changed = Dictionary(StubContext.rewrite(module(files), changing: changing, eager: eager, transform).map { ($0.path, $0.text) },
                                 uniquingKeysWith: { a, _ in a })
        return files.map { ($0.name, changed[$0.name] ?? $0.text) }
    }

    func run() -> [(name: String, text: [UInt8])] {
        let offsets = Dictionary(uniqueKeysWithValues: cursors.map { ($0.file, $0.offset) })
        return Self.rewrite(inputs, changing: cursors.map(\.file), eager: true) { path, text, context in
            Stubbing.add(text, at: offsets[path]!, context: context)
        }
    }

    func expected() -> [(name: String, text: [UInt8])]? { fixture.expectedFiles() }
}

func crossFileFixtureNames() -> [String] { Fixture.names(in: crossFileURL) }

@Suite("Cross-file stubs: an extension's hooks in its type's file")
struct CrossFileTests {
    @Test("Action gives the expected files, fresh, removable to the original bytes", arguments: crossFileFixtureNames())
    func fixture(_ name: String) throws {
        let fixture = try CrossFileFixture(name)
        #expect(!fixture.cursors.isEmpty, "the case needs a /*|*/ cursor in an input file")
        let output = fixture.run()
        #expect(fixture.fixture.isMultiFile)
        try fixture.fixture.expectOutput(output)
        guard let expected = fixture.expected() else { return }
        // Every input file changed (the extension got its guards, the type's file its hooks), except those
        // `unchanged.txt` lists: files that only decide what the others get (a protocol refining Codable).
        let unchanged = Set(((try? String(contentsOf: fixture.dir.appendingPathComponent("unchanged.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map { String($0) })
        for (out, input) in zip(output, fixture.inputs) {
            if unchanged.contains(out.name) {
                #expect(out.text == input.text, "\(out.name) should not change")
            } else {
                #expect(out.text != input.text, "\(out.name) should change")
            }
        }

        // Fresh: no warning or error in any file, fix and remote refresh change nothing.
        let context = StubContext(files: CrossFileFixture.module(expected))
        for f in expected {
            let findings = Stubbing.diagnose(f.text, context: context.file(f.name)).filter { $0.severity == .warning || $0.severity == .error }
            #expect(findings.isEmpty, "\(f.name): \(findings.map(\.message))")
            #expect(Stubbing.fixAll(f.text, context: context.file(f.name)).isEmpty, "\(f.name)")
            #expect(Stubbing.refreshRemote(f.text, context: context.file(f.name)).isEmpty, "\(f.name)")
        }
        // Alone, the type's file keeps the other file's hooks: no finding, no edit.
        for f in expected {
            let alone = Stubbing.diagnose(f.text).filter { $0.code == "stubble.orphanedStubs" }
            #expect(alone.isEmpty, "\(f.name) alone: \(alone.map(\.message))")
        }

        // Remove at the cursors' declarations gives back every input byte.
        var removeAt: [String: Int] = [:]
        for cursor in fixture.cursors {
            let cursorText = String(decoding: expected.first { $0.name == cursor.file }!.text, as: UTF8.self)
            let inputText = String(decoding: fixture.inputs.first { $0.name == cursor.file }!.text, as: UTF8.self)
            let declarationLine = inputText.utf8.prefix(cursor.offset).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            let lines = cursorText.split(separator: "\n", omittingEmptySubsequences: false)
            // The declaration is the first line after the annotation that add wrote above it (generated lines,
            // another file's hooks among them, are not counted).
            var line = 0, seen = 0
            for (i, l) in lines.enumerated() where !l.hasSuffix("// stubble") && !l.contains("// stubble: ") && !l.contains("@Stubbable") {
                seen += 1
                if seen == declarationLine { line = i; break }
            }
            removeAt[cursor.file] = lines[..<line].reduce(0) { $0 + $1.utf8.count + 1 }
        }
        let removeOffsets = removeAt
        let removed = CrossFileFixture.rewrite(expected, changing: fixture.cursors.map(\.file), eager: false) { path, text, context in
            Stubbing.remove(text, at: removeOffsets[path]!, context: context)
        }
        for (out, want) in zip(removed, fixture.inputs) {
            #expect(String(decoding: out.text, as: UTF8.self) == String(decoding: want.text, as: UTF8.self), "remove: \(out.name)")
        }
        let removedAll = CrossFileFixture.rewrite(expected, changing: expected.map(\.name), eager: false) { _, text, _ in
            Stubbing.removeAll(text)
        }
        for (out, want) in zip(removedAll, fixture.inputs) {
            #expect(String(decoding: out.text, as: UTF8.self) == String(decoding: want.text, as: UTF8.self), "remove --all: \(out.name)")
        }
    }

    @Test("Expected files compile together through SIL diagnostics and run", arguments: crossFileFixtureNames())
    func compilesAndRuns(_ name: String) throws {
        let fixture = try Fixture(name, in: crossFileURL)
        guard fixture.has("runtime.swift") else {
            FixtureCompiler.expectClean([.init(label: name, files: fixture.expectedURLs, flags: throughSIL)])
            return
        }
        let (failure, _) = fixture.runRuntime(with: fixture.expectedURLs, flags: ["-module-name", "App"])
        #expect(failure == nil, "\(name): \(failure ?? "")")
    }
}

extension CrossFileTests {
    /// The fixture `same-static-function-in-extensions-of-two-files` stubs one of the two extensions (a fixture
    /// has one cursor); with both stubbed, each static hook lives in its own extension (a table of its own
    /// file each), named after its file, and the module compiles through SIL diagnostics.
    /// The language server asks both questions of each version in one pass (`mayNeedBoth`): the answers are
    /// those of asking each on its own, for every case's input and expected files and the shapes the gate tells
    /// apart (a remote piece, an extension on a generated line only, an annotation without an extension).
    @Test func askingWhetherAFileNeedsOthersForFindingsAndActionsAtOnceAnswersAsAskingTwice() throws {
        var texts: [[UInt8]] = [
            Array("struct A {}\n".utf8),
            Array("// @Stubbable\nfinal class A {}\n".utf8),
            Array("extension A {}\n".utf8),
            Array("// @Stubbable\nextension A {}\n".utf8),
            Array("final class A {}\nextension A: CustomReflectable {} // stubble\n// @Stubbable\nfinal class B {}\n".utf8),
            Array("struct A {\n    var _x: Int? // stubble: Other.swift\n}\n".utf8),
        ]
        for root in [fixturesURL, crossFileURL] {
            for name in Fixture.names(in: root) {
                let fixture = try Fixture(name, in: root)
                texts += fixture.inputs.map(\.text)
                if !fixture.isMultiFile, let expected = try fixture.expected() { texts.append(expected) }
            }
        }
        var seen: Set<[Bool]> = []
        for text in texts {
            let both = StubContext.mayNeedBoth(text)
            #expect(both.findings == StubContext.mayNeed(text), "\(String(decoding: text.prefix(80), as: UTF8.self))")
            #expect(both.actions == StubContext.mayNeed(text, eager: true), "\(String(decoding: text.prefix(80), as: UTF8.self))")
            seen.insert([both.findings, both.actions])
        }
        // Each answer the gate can give was asked.
        #expect(seen == [[false, false], [false, true], [true, true]])
    }

    @Test func theSameStaticFunctionInExtensionsOfTwoFilesIsStubbedInBoth() throws {
        let dir = crossFileURL.appendingPathComponent("same-static-function-in-extensions-of-two-files").appendingPathComponent("input")
        let files = try ["Box.swift", "Box+Numbers.swift", "Box+Text.swift"].map { name in
            (name: name, text: Array(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8).replacingOccurrences(of: cursor, with: "").utf8))
        }
        let out = CrossFileFixture.rewrite(files, changing: ["Box+Numbers.swift", "Box+Text.swift"], eager: true) { _, text, context in
            Stubbing.addAll(text, context: context)
        }
        let text = Dictionary(uniqueKeysWithValues: out.map { ($0.name, String(decoding: $0.text, as: UTF8.self)) })
        #expect(text["Box.swift"] == String(decoding: files[0].text, as: UTF8.self))
        #expect(text["Box+Numbers.swift"]!.contains("static var _zero_BoxNumbers: (() -> Box)? { get { _staticStubs_Box["))
        #expect(text["Box+Text.swift"]!.contains("static var _zero_BoxText: (() -> Box)? { get { _staticStubs_Box["))
        #expect(text["Box+Text.swift"]!.contains("static func _resetStaticStubs_BoxText() {"))
        guard let swiftc = swiftc() else { Issue.record("no swiftc found"); return }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-two-static-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        var paths: [String] = []
        for f in out {
            let url = tmp.appendingPathComponent(f.name)
            try Data(f.text).write(to: url)
            paths.append(url.path)
        }
        let result = runProcess(swiftc, throughSIL + ["-module-name", "App"] + paths)
        #expect(result.status == 0, "\(result.output)")
    }
}

extension CrossFileTests {
    /// swift-numerics' `Complex` declares `init?(exactly:)` in its own file and again (another overload) in
    /// `Complex+Numeric.swift`: both hooks were `_initExactly` ("invalid redeclaration"). A hook in an extension
    /// of another file's type avoids the hooks of the type's file (its extensions there too), and one whose
    /// member a third file's extension declares too is named after its file.
    @Test func initializersWithTheSameLabelsInThreeFilesGetHooksOfTheirOwn() throws {
        let files: [(name: String, text: [UInt8])] = [
            ("Amount.swift", "@frozen public struct Amount<Value> {\n    var value: Value\n}\n\nextension Amount where Value == Int {\n    init?(exactly d: Double) {\n        guard let v = Int(exactly: d) else { return nil }\n        self.value = v\n    }\n}\n"),
            ("Amount+Double.swift", "extension Amount where Value == Double {\n    init?(exactly d: Double) {\n        self.value = d\n    }\n}\n"),
            ("Amount+Float.swift", "extension Amount where Value == Float {\n    init?(exactly d: Double) {\n        guard let v = Float(exactly: d) else { return nil }\n        self.value = v\n    }\n}\n"),
        ].map { ($0.0, Array($0.1.utf8)) }
        let out = CrossFileFixture.rewrite(files, changing: files.map(\.name), eager: true) { _, text, context in
            Stubbing.addAll(text, context: context)
        }
        let text = Dictionary(uniqueKeysWithValues: out.map { ($0.name, String(decoding: $0.text, as: UTF8.self)) })
        #expect(text["Amount.swift"]!.contains("static var _initExactly: ((Double) -> Amount?)?"))
        #expect(text["Amount+Double.swift"]!.contains("static var _initExactly_AmountDouble: ((Double) -> Amount?)?"))
        #expect(text["Amount+Float.swift"]!.contains("static var _initExactly_AmountFloat: ((Double) -> Amount?)?"))
        guard let swiftc = swiftc() else { Issue.record("no swiftc found"); return }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-three-inits-\(getpid())")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        var paths: [String] = []
        for f in out {
            let url = tmp.appendingPathComponent(f.name)
            try Data(f.text).write(to: url)
            paths.append(url.path)
        }
        let result = runProcess(swiftc, throughSIL + ["-module-name", "App"] + paths)
        #expect(result.status == 0, "\(result.output)")
        let removed = CrossFileFixture.rewrite(out, changing: out.map(\.name), eager: false) { _, text, _ in Stubbing.removeAll(text) }
        for (r, f) in zip(removed, files) { #expect(r.text == f.text, "remove --all: \(f.name)") }
    }
}

@Suite("Cross-file stubs: what is refused, and why")
struct CrossFileRefusalTests {
    /// Each member's reason (a hint), and the annotation that therefore writes no hooks (a warning, first).
    static func hints(extending type: String, declaredAs declaration: String, extensionImports: String = "", member: String = "func run() -> Int {\n        1\n    }") -> [String] {
        let typeFile = Array((declaration + "\n").utf8)
        let extensionFile = Array((extensionImports + "// @Stubbable\nextension \(type) {\n    \(member)\n}\n").utf8)
        let context = StubContext(files: [(path: "Type.swift", module: "App", text: typeFile), (path: "Ext.swift", module: "App", text: extensionFile)])
        return Stubbing.diagnose(extensionFile, context: context.file("Ext.swift")).map(\.message)
    }

    /// A struct in another file holds an extension's hooks in the box its own file declares for them
    /// (`Fixtures/CrossFile/struct-extension-in-other-file`). When an initializer assigns `self = …` (which
    /// would initialize the box twice), the hooks are static, outside its values, and live in the extension
    /// itself (`Fixtures/CrossFile/self-assigning-struct-extension-in-other-file`), a generic struct's over a
    /// table of the extension's file (`Fixtures/CrossFile/generic-self-assigning-struct-extension-in-other-file`).
    /// The extension then declares the reset of its static hooks after it: "Stubs of 'Point'" are those.
    @Test func aStructInAnotherFileWhoseInitializerAssignsSelfHoldsAnExtensionsHooksOutsideItsValues() {
        #expect(Self.hints(extending: "Point", declaredAs: "struct Point {\n    var x = 0\n}") == ["Stubs of 'run()' are not written yet"])
        #expect(Self.hints(extending: "Point", declaredAs: "struct Point {\n    var x = 0\n    init(copy: Point) {\n        self = copy\n    }\n}") ==
                ["Stubs of 'Point' are not written yet", "Stubs of 'run()' are not written yet"])
        #expect(Self.hints(extending: "Pair", declaredAs: "struct Pair<T> {\n    var x: T\n    init(copy: Pair) {\n        self = copy\n    }\n}") ==
                ["Stubs of 'Pair' are not written yet", "Stubs of 'run()' are not written yet"])
    }

    /// An initializer's hook is static (fixture `struct-initializers`) and assigns `self = …`: in an extension in
    /// another file of a struct that holds the box of its hooks (a `let`, declared by the struct's own file), it
    /// would initialize that box twice, so it says so. A struct that cannot hold the box (`@frozen`) has none:
    /// its initializer gets a hook in the extension.
    @Test func anInitializerInAnExtensionInAnotherFileSaysWhyItHasNoHook() {
        #expect(Self.hints(extending: "Point", declaredAs: "struct Point {\n    var x = 0\n}", member: "init(x: Int, y: Int) {\n        self.x = x + y\n    }") ==
                ["'// @Stubbable' on the extension of 'Point' writes no hooks: 'init(x:y:)' is not stubbed: its hook would assign 'self = …', which would initialize twice the box that 'Point' in Type.swift holds its hooks in (only a struct that cannot hold the box, such as a @frozen one or one whose initializer assigns 'self = …', gets hooks for initializers of its extensions in other files)",
                 "'init(x:y:)' is not stubbed: its hook would assign 'self = …', which would initialize twice the box that 'Point' in Type.swift holds its hooks in (only a struct that cannot hold the box, such as a @frozen one or one whose initializer assigns 'self = …', gets hooks for initializers of its extensions in other files)"])
        #expect(Self.hints(extending: "Point", declaredAs: "@frozen struct Point {\n    var x = 0\n}", member: "init(x: Int, y: Int) {\n        self.x = x + y\n    }") ==
                ["Stubs of 'Point' are not written yet", "Stubs of 'init(x:y:)' are not written yet"])
    }

    @Test func aCodableClassInAnotherFileKeepsItsSynthesizedConformance() {
        #expect(Self.hints(extending: "Record", declaredAs: "final class Record: Codable {\n    var id = 0\n}") ==
                ["'// @Stubbable' on the extension of 'Record' writes no hooks: 'run()' is not stubbed: 'Record' is Codable and declared in 'Type.swift': hooks from another file would change its synthesized conformance",
                 "'run()' is not stubbed: 'Record' is Codable and declared in 'Type.swift': hooks from another file would change its synthesized conformance"])
    }

    /// A generic type in another file holds an extension's hooks like any other; a hook whose type may need
    /// the extension's constraints or its conformances is type-erased (`Fixtures/CrossFile/generic-*`).
    @Test func aGenericClassInAnotherFileHoldsAnExtensionsHooks() {
        #expect(Self.hints(extending: "Box", declaredAs: "final class Box<T> {\n    var value: T?\n}") == ["Stubs of 'run()' are not written yet"])
    }

    /// A hook whose type names a type of a module the type's file does not import would not compile there;
    /// one whose type names only the standard library's types (and the module's own) needs no import.
    @Test func aHookIsNotWrittenIntoAFileThatLacksTheImportsItsTypeNeeds() {
        #expect(Self.hints(extending: "Clock", declaredAs: "final class Clock {\n}", extensionImports: "import Foundation\n",
                           member: "func now() -> Date {\n        Date()\n    }") ==
                ["'// @Stubbable' on the extension of 'Clock' writes no hooks: 'now()' is not stubbed: its hook would live in 'Type.swift', which does not import 'Foundation' (its hook's type names 'Date')",
                 "'now()' is not stubbed: its hook would live in 'Type.swift', which does not import 'Foundation' (its hook's type names 'Date')"])
        #expect(Self.hints(extending: "Clock", declaredAs: "final class Clock {\n}", extensionImports: "import Foundation\n") == ["Stubs of 'run()' are not written yet"])
    }

    @Test func typesOfAnotherModuleAreNotSeen() {
        let typeFile = Array("final class Service {\n}\n".utf8)
        let extensionFile = Array("// @Stubbable\nextension Service {\n    func run() {}\n}\n".utf8)
        let context = StubContext(files: [(path: "Type.swift", module: "Core", text: typeFile), (path: "Ext.swift", module: "App", text: extensionFile)])
        let messages = Stubbing.diagnose(extensionFile, context: context.file("Ext.swift")).map(\.message)
        #expect(messages == ["'@Stubbable' cannot be applied to extensions", "'run()' is in an extension of 'Service', which is not declared in this file: its hook must live in the type's declaration (Swift does not allow stored properties in extensions); give 'stubble' the file that declares it"])
    }

    @Test func aTypeDeclaredInTwoFilesOfTheModuleHasNoOneHome() {
        let a = Array("final class Service {\n}\n".utf8)
        let b = Array("#if os(Linux)\nfinal class Service {\n}\n#endif\n".utf8)
        let ext = Array("// @Stubbable\nextension Service {\n    func run() {}\n}\n".utf8)
        let context = StubContext(files: [(path: "A.swift", module: "App", text: a), (path: "B.swift", module: "App", text: b), (path: "Ext.swift", module: "App", text: ext)])
        let messages = Stubbing.diagnose(ext, context: context.file("Ext.swift")).map(\.message)
        #expect(messages.contains("'run()' is not stubbed: 'Service' is declared in several files, so its hook has no one home"))
    }

    /// `codeAction/resolve` merges the module's view only when a file of it has or may ask for another file's
    /// hooks; "Make 'X' stubbable" on a type whose extensions are in its own file asks for none.
    @Test func otherFilesChangeOnlyWhenAFileAsksForTheirHooks() {
        func indexed(_ files: [(String, String)]) -> [IndexedFile] {
            files.map { IndexedFile(path: "/p/Sources/App/" + $0.0, module: "/p/Sources/App", text: Array($0.1.utf8)) }
        }
        let service = ("Service.swift", "final class Service {\n    func run() {}\n}\n")
        let pipeline = ("Pipeline.swift", "// @Stubbable\nfinal class Pipeline {\n    func add() {}\n}\nextension Pipeline {\n    func remove() {}\n}\n")
        let asking = ("Service+Run.swift", "// @Stubbable\nextension Service {\n    func stop() {}\n}\n")
        let holding = ("Service.swift", "final class Service {\n    var _stop: (() -> Void)? = nil // stubble: Service+Run.swift\n}\n")
        // Same-file extensions only, and an extension of a type no other file declares: nothing to ask for.
        #expect(!StubContext.mayHaveRemotePieces(indexed([service, pipeline])))
        #expect(!StubContext.mayHaveRemotePieces(indexed([("Other.swift", "// @Stubbable\nextension Array {\n    func f() {}\n}\n"), pipeline])))
        // An annotated extension of another file's type asks; a file holding another file's hooks has some.
        #expect(StubContext.mayHaveRemotePieces(indexed([service, asking])))
        #expect(StubContext.mayHaveRemotePieces(indexed([holding, ("Service+Run.swift", "extension Service {}\n")])))
        // And then the companion edits are what the whole context makes: the type's file gets the hook.
        let files = indexed([service, ("Service+Run.swift", "extension Service {\n    func stop() {}\n}\n")])
        let annotate = TextEdit(range: 0..<0, newText: "// @Stubbable\n")
        let companions = StubContext.companionEdits(path: files[1].path, edits: [annotate], indexed: files)
        #expect(companions.map(\.path) == [files[0].path])
        #expect(StubContext.companionEdits(path: files[1].path, edits: [annotate], indexed: indexed([("Service+Run.swift", "extension Service {\n    func stop() {}\n}\n"), pipeline])).isEmpty)
    }

    @Test func theTypesFileAloneNeitherReportsNorRemovesAnotherFilesHooks() {
        let typeFile = Array("final class Service {\n    @exclusivity(unchecked) var _run: (() -> Int)? = nil // stubble: Service+Run.swift\n}\n".utf8)
        #expect(Stubbing.diagnose(typeFile).isEmpty)
        #expect(Stubbing.fixAll(typeFile).isEmpty)
        #expect(Stubbing.removeAll(typeFile).isEmpty)
        // Knowing that file, whose extension no longer asks for the hook, the line goes.
        let context = StubContext(files: [(path: "Service.swift", module: "App", text: typeFile),
                                          (path: "Service+Run.swift", module: "App", text: Array("extension Service {}\n".utf8))])
        let findings = Stubbing.diagnose(typeFile, context: context.file("Service.swift"))
        #expect(findings.map(\.message) == ["Hooks of 'Service' for its extension in 'Service+Run.swift' are no longer used there"])
        let fixed = Stubbing.apply(Stubbing.fixAll(typeFile, context: context.file("Service.swift")), to: typeFile)
        #expect(String(decoding: fixed, as: UTF8.self) == "final class Service {\n}\n")
    }
}

@Suite("Module view: what other files of the module decide, and the hints that say so")
struct ModuleViewTests {
    static func hints(_ files: [(String, String)], in name: String) -> [String] {
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        let context = StubContext(files: module)
        let text = module.first { $0.path == name }!.text
        return Stubbing.diagnose(text, context: context.file(name)).filter { $0.severity == .hint }.map(\.message)
    }

    @Test func aProtocolInAnotherFileThatRefinesCodableIsNamedWithItsFile() {
        let hints = Self.hints([("Graph.swift", "protocol Graph: Equatable, Codable {}\n"),
                                ("G.swift", "// @Stubbable\nfinal class G: Graph {\n    func f() -> Int { 1 }\n    static func == (l: G, r: G) -> Bool { true }\n}\n")], in: "G.swift")
        #expect(hints.contains("'G' is Codable through 'Graph' in Graph.swift: its stubs add CodingKeys that keep the hooks out of its coding"))
    }

    @Test func aRefinementChainAndATypeAliasAreFollowed() {
        let hints = Self.hints([("P.swift", "protocol Base: Decodable {}\nprotocol Middle: Base {}\ntypealias Both = Middle & Sendable\n"),
                                ("T.swift", "// @Stubbable\nfinal class T: Both {\n    func f() -> Int { 1 }\n}\n")], in: "T.swift")
        #expect(hints.contains("'T' is Decodable through 'Both' in P.swift: its stubs add CodingKeys that keep the hooks out of its coding"))
    }

    /// A class of another file that an extension here makes a coder's container (XMLCoder's
    /// `extension XMLDecoderImplementation: SingleValueDecodingContainer`): the standard library's containers
    /// refine nothing Codable, so its methods get hooks in the class's body like any other's, with no
    /// CodingKeys for a body this file cannot write in.
    @Test func aCodersContainerConformanceAddedInAnotherFileIsNotCodable() {
        let files = [("Impl.swift", "final class Impl {\n    var codingPath: [any CodingKey] = []\n}\n"),
                     ("Impl+Single.swift", "// @Stubbable\nextension Impl: SingleValueDecodingContainer {\n    func decodeNil() -> Bool {\n        true\n    }\n}\n")]
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        let messages = Stubbing.diagnose(module[1].text, context: StubContext(files: module).file("Impl+Single.swift")).map(\.message)
        #expect(messages == ["Stubs of 'decodeNil()' are not written yet"])
        // Nor does a protocol this module does not declare: even if it refines Codable, Swift does not
        // synthesize a conformance added in an extension outside the type's file.
        let other = [module[0], (path: "Impl+Handler.swift", module: "App", text: Array("// @Stubbable\nextension Impl: HTTPHandler {\n    func handle() -> Int {\n        1\n    }\n}\n".utf8))]
        #expect(Stubbing.diagnose(other[1].text, context: StubContext(files: other).file("Impl+Handler.swift")).map(\.message) == ["Stubs of 'handle()' are not written yet"])
    }

    @Test func aProtocolOfTheModuleThatDoesNotRefineCodableAddsNoKeys() {
        let files = [("P.swift", "protocol Named { var name: String { get } }\n"),
                     ("T.swift", "// @Stubbable\nfinal class T: Named {\n    var name: String = \"\"\n}\n")]
        #expect(Self.hints(files, in: "T.swift").isEmpty)
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        let text = module[1].text
        let added = String(decoding: Stubbing.apply(Stubbing.fixAll(text, context: StubContext(files: module).file("T.swift")), to: text), as: UTF8.self)
        #expect(!added.contains("CodingKeys"))
        // Alone (the editor's view of one file), `Named` is unknown and may refine Codable: the stubs the
        // module's view wrote are judged as they are on that point, not as out of date; new stubs there get
        // the keys, which are correct either way.
        let alone = Stubbing.diagnose(Array(added.utf8)).filter { $0.severity != .hint }
        #expect(alone.isEmpty, "\(alone.map(\.message))")
        #expect(Stubbing.fixAll(Array(added.utf8)).isEmpty)
        let fresh = String(decoding: Stubbing.apply(Stubbing.fixAll(text), to: text), as: UTF8.self)
        #expect(fresh.contains("private enum CodingKeys: String, CodingKey { // stubble"))
        #expect(Stubbing.fixAll(Array(fresh.utf8)).isEmpty)
    }

    @Test func aSuperclassOfTheModuleSynthesizesNothingInItsSubclass() {
        // A subclass of a Codable class inherits its coding; its hooks (with initial values) change nothing.
        let files = [("Base.swift", "class Base: Codable {\n    var id = 0\n}\n"),
                     ("Sub.swift", "// @Stubbable\nfinal class Sub: Base {\n    func f() -> Int { 1 }\n}\n")]
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        let added = String(decoding: Stubbing.apply(Stubbing.fixAll(module[1].text, context: StubContext(files: module).file("Sub.swift")), to: module[1].text), as: UTF8.self)
        #expect(added.contains("var _f: (() -> Int)? = nil // stubble"))
        #expect(!added.contains("CodingKeys"))
    }

    /// swift-collections' OrderedDictionary: `_values.withUnsafeMutableBufferPointer { … _keys … }` in
    /// OrderedDictionary+Move.swift kept `_values` and `_keys` from compiling as computed properties
    /// ("overlapping accesses to 'self'"). Both stay stored, and the hint names the file that decided; a read
    /// (`withUnsafeBufferPointer`, `map`) and a class (whose accesses are to its reference) keep nothing.
    @Test func aChangeThatUsesAnotherPropertyInAnotherFileKeepsBothStored() {
        let type = "// @Stubbable\nstruct T {\n    var a: [Int]\n    var b: Int\n    var c: Int\n}\n"
        let hints = Self.hints([("T.swift", type),
                                ("T+Grow.swift", "extension T {\n    mutating func grow() {\n        a.withUnsafeMutableBufferPointer { $0[0] += self.b }\n    }\n}\n")], in: "T.swift")
        let why = "Swift allows two stored properties of a struct to be accessed at once; a computed property (what stubbing makes of either) is an access to the whole 'T', which would overlap the other, so both stay stored"
        #expect(hints == ["'a' is not stubbed: 'grow()' in T+Grow.swift changes 'a' with 'withUnsafeMutableBufferPointer', and the closure it passes uses 'b' meanwhile. " + why,
                          "'b' is not stubbed: 'grow()' in T+Grow.swift changes 'a' with 'withUnsafeMutableBufferPointer', and the closure it passes uses 'b' meanwhile. " + why])
        // A named value of the type (`t.a.sort { … t.b … }`) in any file counts too.
        let named = Self.hints([("T.swift", type),
                                ("Use.swift", "struct U {\n    mutating func f(_ t: inout T) {\n        t.a.sort { $0 < t.c }\n    }\n}\n")], in: "T.swift")
        #expect(named.count == 2 && named.allSatisfy { $0.contains("'f(_:)' in Use.swift changes 'a' with 'sort', and the closure it passes uses 'c' meanwhile") })
        // Reads, arguments evaluated before the call, and closures that use no other property keep nothing.
        for body in ["_ = a.withUnsafeBufferPointer { $0.count + b }", "a = a.map { $0 + b }", "a.append(b)",
                     "a.withUnsafeMutableBufferPointer { $0[0] = 1 }", "if a.isEmpty { a.removeAll(); b = 0 }"] {
            #expect(Self.hints([("T.swift", type), ("T+F.swift", "extension T {\n    mutating func f() {\n        \(body)\n    }\n}\n")], in: "T.swift").isEmpty, "\(body)")
        }
        let classFile = "// @Stubbable\nfinal class C {\n    var a: [Int] = []\n    var b = 0\n    func f() {\n        a.withUnsafeMutableBufferPointer { $0[0] += b }\n    }\n}\n"
        #expect(Self.hints([("C.swift", classFile)], in: "C.swift").isEmpty)
    }

    /// A noncopyable struct without a deinit keeps its stored properties stored only when code of the module
    /// consumes one of its noncopyable stored properties on its own (`PartialConsumption`); the hint names the
    /// place and its file (`Fixtures/CrossFile/partial-consumption-in-other-file`).
    @Test func aPartialConsumptionInAnotherFileKeepsTheStoredPropertiesStored() {
        let type = "struct Ticket: ~Copyable {\n    var number: Int\n    consuming func redeem() -> Int { number }\n    borrowing func show() -> Int { number }\n    mutating func punch() { number += 1 }\n}\n\n"
            + "func take(_ t: consuming Ticket) -> Int { t.number }\nfunc look(_ t: borrowing Ticket) -> Int { t.number }\nstruct Other: ~Copyable {\n    var ticket: Ticket\n}\n\n"
            + "// @Stubbable\nstruct Pass: ~Copyable {\n    var holder: String\n    var ticket: Ticket\n}\n"
        func hints(_ body: String, parameter: String = "_ pass: consuming Pass") -> [String] {
            Self.hints([("Pass.swift", type), ("Gate.swift", "func admit(\(parameter)) {\n    \(body)\n}\n")], in: "Pass.swift")
        }
        let consumed = hints("_ = pass.ticket.redeem()")
        #expect(consumed == [
            "'holder' is not stubbed: 'Pass' is noncopyable and has no deinit, and 'admit(_:)' in Gate.swift consumes its noncopyable property 'ticket' on its own (`pass.ticket.redeem()` calls 'redeem', which the module declares 'consuming'), after which only stored properties can be read",
            "'ticket' is not stubbed: 'Pass' is noncopyable and has no deinit, and 'admit(_:)' in Gate.swift consumes its value on its own (`pass.ticket.redeem()` calls 'redeem', which the module declares 'consuming'), which a computed property cannot be",
        ])
        // Taken whole as a value, passed to a function that may consume it, or to a method of another module.
        for body in ["let t = pass.ticket", "let n = take(pass.ticket)", "pass.ticket.foreignMethod()"] {
            #expect(hints(body).count == 2, "\(body)")
        }
        #expect(hints("let t = pass.ticket").first?.contains("(`pass.ticket` takes it whole as a value)") == true)
        #expect(hints("let n = take(pass.ticket)").first?.contains("(`pass.ticket` passes it to 'take', which may take it 'consuming')") == true)
        // Borrowed, changed in place, read through, compared, or the whole value consumed: nothing is consumed in part.
        for body in ["_ = pass.ticket.show()", "pass.ticket.punch()", "_ = pass.ticket.number", "let whole = pass",
                     "print(pass.ticket.number + 1)", "_ = look(pass.ticket)"] {
            #expect(hints(body).isEmpty, "\(body)")
        }
        // A value of another type the parameter names (`other: Other`, whose `ticket` is another property).
        #expect(hints("let t = other.ticket", parameter: "_ other: consuming Other").isEmpty)
    }

    @Test func anInitializerThatAssignsSelfInAnotherFileMakesTheInstanceHooksStatic() {
        // The box would be initialized twice by `self = copy`: the hooks live outside the value instead.
        let files = [("T.swift", "// @Stubbable\nstruct T {\n    var x: Int\n    func f() -> Int { x }\n}\n"),
                     ("T+Copy.swift", "extension T {\n    init(copy: T) { self = copy }\n}\n")]
        #expect(Self.hints(files, in: "T.swift") == [])
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        let added = String(decoding: Stubbing.apply(Stubbing.fixAll(module[0].text, context: StubContext(files: module).file("T.swift")), to: module[0].text), as: UTF8.self)
        #expect(added.contains("@exclusivity(unchecked) nonisolated(unsafe) static var _f: (() -> Int)? = nil // stubble"))
        #expect(added.contains("if let _f = Self._f { _f() }"))
        #expect(added.contains("get { if let _getX = Self._getX { return _getX() }; return _x } // stubble"))
        #expect(!added.contains("_StubBox"))
    }

    /// FlyingFox: `extension Transferring where Value: …` in two files, each with `nextBuffer(suggested:)`;
    /// `add --all` wrote `_nextBuffer` into `Transferring` twice ("invalid redeclaration"). Each hook now
    /// names its file (fixture `same-function-in-extensions-of-two-files`), also when the two are in `#if`
    /// clauses that never compile together (Socket+Darwin.swift, Socket+Linux.swift) and when their labels
    /// differ (both would be `_describe`), and the names do not depend on which file is stubbed first.
    @Test func theSameFunctionInExtensionsOfTwoFilesGetsAHookNamedAfterEachFile() {
        let files = [("Socket.swift", "final class Socket {\n    var fd: Int32 = 0\n    func close() {}\n}\n"),
                     ("Socket+Darwin.swift", "#if canImport(Darwin)\n// @Stubbable\nextension Socket {\n    func setFlags() -> Int { 1 }\n    func describe() -> String { \"d\" }\n}\n#endif\n"),
                     ("Socket+Linux.swift", "#if os(Linux)\n// @Stubbable\nextension Socket {\n    func setFlags() -> Int { 2 }\n    func describe(verbose: Bool) -> String { \"l\" }\n    func linuxOnly() {}\n}\n#endif\n")]
        let module = files.map { (path: $0.0, module: "App", text: Array($0.1.utf8)) }
        for (name, hooks) in [("Socket+Darwin.swift", ["_setFlags_SocketDarwin", "_describe_SocketDarwin"]),
                              ("Socket+Linux.swift", ["_setFlags_SocketLinux", "_describe_SocketLinux", "_linuxOnly"])] {
            #expect(Self.hints(files, in: name).isEmpty, "\(name)")
            let text = module.first { $0.path == name }!.text
            let added = String(decoding: Stubbing.apply(Stubbing.fixAll(text, context: StubContext(files: module).file(name)), to: text), as: UTF8.self)
            for hook in hooks { #expect(added.contains("if let \(hook) {"), "\(name): \(hook)") }
            #expect(!added.contains("if let _linuxOnly_"))
        }
    }

    @Test func anObservedPropertyThatAnInitializerInAnotherFileAssignsIsNamedInTheHint() {
        let hints = Self.hints([("T.swift", "// @Stubbable\nfinal class T {\n    var x: Int = 0 {\n        didSet { print(x) }\n    }\n    init() {}\n}\n"),
                                ("T+Init.swift", "extension T {\n    convenience init(x: Int) {\n        self.init()\n        self.x = x\n    }\n}\n")], in: "T.swift")
        #expect(hints.contains("'x' is not stubbed: an initializer of 'T' in T+Init.swift assigns it, and its didSet would then run (it does not for an initializer's own assignments)"))
    }

    @Test func codingKeysWrittenInAnotherFileAreTheTypes() {
        // Keys of its own (in an extension elsewhere): no generated keys (they would be a redeclaration), and
        // its stored properties keep their names.
        let hints = Self.hints([("T.swift", "// @Stubbable\nstruct T: Codable {\n    var x: Int\n    func f() -> Int { x }\n}\n"),
                                ("T+Keys.swift", "extension T {\n    enum CodingKeys: String, CodingKey { case x = \"X\" }\n}\n")], in: "T.swift")
        #expect(hints == ["'x' is not stubbed: 'T' declares its own CodingKeys, whose keys name its stored properties"])
    }
}

/// A file's module key is read from its path's bytes in one pass; it is what splitting the path into its
/// components said (the definition, kept here): the last `Sources` or `Tests` component with a target and a
/// file after it, else the file's folder.
@Suite("Module keys: SwiftPM's layout read off a path")
struct ModuleKeyTests {
    static func bySplitting(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if let i = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), i + 2 < parts.count {
            return parts[...(i + 1)].joined(separator: "/")
        }
        return parts.dropLast().joined(separator: "/")
    }

    @Test(arguments: ["", "/", "a", "a.swift", "/a.swift", "//", "/x/Sources/A/B.swift", "/x/Sources/A/Deep/B.swift",
                      "/x/Sources/A", "/x/Sources/A/", "/x/Sources//B.swift", "Sources/A/B.swift", "Sources/A", "Sources",
                      "/p/Tests/ATests/T.swift", "/p/Sources/A/Tests/B.swift", "/p/Sources/A/Tests/X/B.swift",
                      "/p/Tests/Tests/Tests/x.swift", "/p/Sources/A/Sources", "/p/Sources/A/Sources/", "/p/SourcesX/A/B.swift",
                      "/p/sources/A/B.swift", "/p/Sources/Schüler/naïve.swift", "/p/Sources/A/B.swift/", "./Sources/A/b.swift",
                      "../Tests/T/x.swift", "/a/b/c/d.swift", "/a//b.swift", "/Tests/x", "Tests/x/y"])
    func isWhatSplittingThePathSaid(_ path: String) {
        #expect(StubContext.moduleKey(path: path) == Self.bySplitting(path), "\(path)")
    }
}
