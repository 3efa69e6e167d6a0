import Foundation
import Testing
@testable import StubbleEngine

// What `stubble check` and the editor report, and what their fixes do.

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
private func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

@Suite("Diagnostics and their fixes")
struct DiagnosticsTests {
    let stubbed = """
    // @Stubbable
    final class Finder {
        @exclusivity(unchecked) var _find: ((Int) -> String)? = nil // stubble
        func find(id: Int) -> String {
            if let _find { return _find(id) } // stubble
            return "\\(id)"
        }
    }

    """

    @Test func aFreshExpansionHasNoFindings() {
        #expect(Stubbing.diagnose(bytes(stubbed)).isEmpty)
        #expect(Stubbing.fixAll(bytes(stubbed)).isEmpty)
    }

    @Test func aChangedSignatureMakesStubsOutOfDateAndRefreshFixesThem() throws {
        let changed = stubbed.replacingOccurrences(of: "func find(id: Int) -> String", with: "func find(id: Int, in scope: String) -> String")
        let findings = Stubbing.diagnose(bytes(changed))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.code == "stubble.outOfDate")
        #expect(finding.severity == .warning)
        #expect(finding.message == "Stubs of 'find(id:in:)' are out of date")
        #expect(text(Array(bytes(changed)[finding.range])) == "find")
        let fix = try #require(finding.fixes.first)
        #expect(fix.title == "Refresh stubs")
        #expect(fix.isPreferred)
        let refreshed = Stubbing.apply(fix.edits, to: bytes(changed))
        #expect(text(refreshed).contains("var _find: ((Int, String) -> String)? = nil // stubble"))
        #expect(text(refreshed).contains("if let _find { return _find(id, scope) } // stubble"))
        #expect(Stubbing.diagnose(refreshed).isEmpty)
    }

    @Test func aHandWrittenAnnotationIsNotExpandedUntilFixed() throws {
        let source = "// @Stubbable\nfinal class A {\n    func run() {\n        print(1)\n    }\n}\n"
        // The method's stubs, and the class's own (its mirror, which keeps the hook out of its reflection).
        let findings = Stubbing.diagnose(bytes(source))
        #expect(findings.map(\.message) == ["Stubs of 'A' are not written yet", "Stubs of 'run()' are not written yet"])
        let finding = try #require(findings.last)
        #expect(finding.code == "stubble.notExpanded")
        #expect(finding.fixes.first?.title == "Expand in place")
        let fixed = Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source))
        #expect(text(fixed) == "// @Stubbable\nfinal class A {\n    @exclusivity(unchecked) var _run: (() -> Void)? = nil // stubble\n    func run() {\n        if let _run { return _run() } // stubble\n        print(1)\n    }\n    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble\n}\nextension A: CustomReflectable {} // stubble\n")
    }

    @Test func stubblesAttributeIsAnErrorWhoseFixExpandsInPlace() throws {
        let source = "final class A {\n    @StubbableFunction\n    func run() -> Int {\n        return 1\n    }\n}\n"
        let finding = try #require(Stubbing.diagnose(bytes(source)).first)
        #expect(finding.code == "stubble.attributeForm")
        #expect(finding.severity == .error)
        #expect(text(Array(bytes(source)[finding.range])) == "@StubbableFunction")
        let fix = try #require(finding.fixes.first)
        #expect(fix.title == "Expand in place")
        let expanded = text(Stubbing.apply(fix.edits, to: bytes(source)))
        #expect(expanded == "final class A {\n    @exclusivity(unchecked) var _run: (() -> Int)? = nil // stubble\n    // @StubbableFunction\n    func run() -> Int {\n        if let _run { return _run() } // stubble\n        return 1\n    }\n    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble\n}\nextension A: CustomReflectable {} // stubble\n")
    }

    @Test func anUntypedPropertyNeedsAnExplicitTypeAndTheFixInsertsTheObviousOne() throws {
        let source = "final class A {\n    // @Stubbable\n    var count = 1\n}\n"
        let finding = try #require(Stubbing.diagnose(bytes(source)).first)
        #expect(finding.code == "stubble.requiresExplicitType")
        #expect(finding.message == "'@StubbableProperty' requires an explicit type")
        #expect(finding.severity == .error)
        let fix = try #require(finding.fixes.first)
        #expect(fix.title == "Insert ': Int' for 'count'")
        #expect(text(Stubbing.apply(fix.edits, to: bytes(source))) == "final class A {\n    // @Stubbable\n    var count: Int = 1\n}\n")
    }

    @Test(arguments: [("= 1", "Int"), ("= \"a\"", "String"), ("= Foo()", "Foo"), ("= [Foo]()", "[Foo]"), ("= 2.5", "Double"), ("= true", "Bool"), ("= make()", nil),
                      ("= -3", "Int"), ("= 1_000", "Int"), ("= -0.25", "Double"), ("= \"a \\(b) \\\"c\\\"\"", "String"),
                      // Not one literal: the type is not the literal's, so no fix claims it.
                      ("= \"a\" == b", nil), ("= \"ab\".count", nil), ("= 1 - 2.5", nil), ("= 0x1F", nil), ("= 1e3", nil), ("= .5", nil)])
    func obviousTypes(initializer: String, type: String?) {
        #expect(Expander.guessType(String(initializer.dropFirst(2))) == type)
    }

    @Test(arguments: [("= 0", "Int"), ("= \"x\"", "String"), ("= false", "Bool"), ("= 1.5", "Double"), ("= Foo()", nil), ("= [Foo]()", nil)])
    func onlyALoneLiteralsTypeIsCertain(initializer: String, type: String?) {
        #expect(Expander.literalType(String(initializer.dropFirst(2))) == type)
    }

    /// Under a type's annotation, which initializers say a property's type for certain (fixture
    /// `types-read-from-initializers`): the module's declarations decide for a call of a type.
    @Test(arguments: [
        ("", "0", true), ("", "\"a\"", true), ("", "[Int: String]()", true), ("", "[Opcode]()", true),
        ("struct Opcode { init(_ v: Int) {} }", "Opcode(1)", true),
        ("struct Outer { struct Opcode {} }", "Outer.Opcode()", true),
        ("final class Parser {}", "Parser()", true),
        ("", "NSLock()", true),
        ("", "DispatchQueue(label: \"q\")", true), ("", "try! NSRegularExpression(pattern: \"a\")", true),
        ("struct Stack<T> { init() {} }", "Stack<String>()", true), ("", "[Int: (String, Int)]()", true),
        // Not certain: a generic type's arguments are inferred; an enum's or a failable init gives an
        // optional; a function may share the name; an unknown name may be a C function; an alias may hide
        // any of these; more than one call.
        ("struct Box<T> { init(_ v: T) {} }", "Box(1)", false),
        ("enum Mode: String { case a }", "Mode(rawValue: \"a\")", false),
        ("struct Port { init?(_ v: Int) {} }", "Port(1)", false),
        ("struct Port {}\nextension Port { init?(text: String) { nil } }", "Port()", false),
        ("struct Port {}\nfunc Port(_ v: Int) -> Int { v }", "Port(1)", false),
        ("", "CFAbsoluteTimeGetCurrent()", false),
        ("struct Port {}\ntypealias Port2 = Port", "Port2()", false),
        ("struct Port { func next() -> Port { self } }", "Port().next()", false),
        ("struct Port { init(_ s: String) {} }", "Port(\")\").self", false),
        ("", "[1, 2].count", false), ("", "try! Foo()", false),
        // `try?` gives an optional; a generic type given its arguments is still not certain with a failable
        // init; a Foundation type with a failable initializer is certain only without arguments.
        ("", "try? NSRegularExpression(pattern: \"a\")", false), ("struct Stack<T> { init?() {} }", "Stack<String>()", false),
        ("", "UUID(uuidString: \"x\")", false), ("", "[Int: (String) -> Int]()", false),
    ])
    func aTypeIsReadOffAnInitializerOnlyWhenCertain(declarations: String, initializer: String, certain: Bool) {
        let source = "import Foundation\n\(declarations)\n// @Stubbable\nfinal class A {\n    var p = \(initializer)\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.code == "stubble.requiresExplicitType" }
        #expect(hints.isEmpty == certain, "\(initializer)")
    }

    @Test func fixWritesACertainTypeButNotAGuessedOne() {
        let source = "final class A {\n    // @StubbableProperty\n    var count = 0\n    // @StubbableProperty\n    var session = Session()\n}\n"
        let fixed = text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source)))
        #expect(fixed.contains("    var _count: Int = 0\n"))
        #expect(fixed.contains("    var session = Session()\n"), "Session() may be a function's result: the editor offers ': Session', fix does not write it")
        // Under a type's annotation an untyped member whose type is not certain is skipped (a hint), not an
        // error: fix leaves it. One whose type is certain is stubbed, the type written only in generated code.
        let skipped = "// @Stubbable\nfinal class B {\n    var total = [1, 2].count\n}\n"
        #expect(Stubbing.fixAll(bytes(skipped)).isEmpty)
        let certain = "// @Stubbable\nfinal class B {\n    var total = 0\n}\n"
        let stubbed = text(Stubbing.apply(Stubbing.fixAll(bytes(certain)), to: bytes(certain)))
        #expect(stubbed.contains("    var total: Int { // stubble\n") && stubbed.contains("    var _total = 0\n"))
        // The guess is still offered where a person decides.
        let offered = Stubbing.diagnose(bytes(fixed)).flatMap(\.fixes).map(\.title)
        #expect(offered.contains("Insert ': Session' for 'session'"))
    }

    @Test func importStubbleGoesOnlyWhenNoAttributeOfTheMacroPackageIsLeft() {
        func fixed(_ source: String) -> String { text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source))) }
        // Every attribute expanded: the import (and the blank line after it, at the top) goes.
        let all = fixed("import Stubble\n\n@Stubbable\nfinal class C {\n    func f() {}\n}\n")
        #expect(all.hasPrefix("// @Stubbable\nfinal class C {\n"))
        #expect(!all.contains("import Stubble"))
        // An attribute fix leaves as written (a misplaced one: its error says what to do) still needs the package.
        let left = fixed("import Stubble\n\nfinal class C {\n    @StubbableProperty\n    init() {}\n    @StubbableFunction\n    func f() {}\n}\n")
        #expect(left.hasPrefix("import Stubble\n\n"))
        #expect(left.contains("    @StubbableProperty\n    init() {}\n"))
        #expect(left.contains("    // @StubbableFunction\n    func f() {"))
        // A file without any annotation of Stubble's is not ours to judge: fix does not touch it.
        #expect(Stubbing.fixAll(bytes("import Stubble\n\nfinal class C {}\n")).isEmpty)
        // Not a plain import of the package: kept.
        #expect(fixed("@testable import Stubble\n// @Stubbable\nfinal class C {\n    func f() {}\n}\n").hasPrefix("@testable import Stubble\n"))
        #expect(fixed("#if canImport(Stubble)\nimport Stubble\n#endif\n@Stubbable\nfinal class C {\n    func f() {}\n}\n").hasPrefix("#if canImport(Stubble)\nimport Stubble\n#endif\n"))
        // Below other imports, only its own line goes.
        #expect(fixed("import Foundation\nimport Stubble\n\n@Stubbable\nfinal class C {\n    func f() {}\n}\n").hasPrefix("import Foundation\n\n// @Stubbable\n"))
    }

    @Test func enumsProtocolsAndForeignExtensionsCannotBeStubbable() {
        let source = "// @Stubbable\nenum E { case a }\n// @Stubbable\nprotocol P {}\n// @Stubbable\nextension String {}\n"
        let messages = Stubbing.diagnose(bytes(source)).map(\.message)
        #expect(messages == ["'@Stubbable' cannot be applied to enums", "'@Stubbable' cannot be applied to protocols", "'@Stubbable' cannot be applied to extensions"])
    }

    @Test func stubsWithoutAnAnnotationAreOrphanedAndFixRemovesThem() throws {
        let orphan = stubbed.replacingOccurrences(of: "// @Stubbable\n", with: "")
        let finding = try #require(Stubbing.diagnose(bytes(orphan)).first)
        #expect(finding.code == "stubble.orphanedStubs")
        let removed = Stubbing.apply(try #require(finding.fixes.first).edits, to: bytes(orphan))
        #expect(text(removed) == "final class A {".replacingOccurrences(of: "A", with: "Finder") + "\n    func find(id: Int) -> String {\n        return \"\\(id)\"\n    }\n}\n")
    }

    @Test func membersSkippedUnderAStubbableTypeGetAHintSayingWhy() {
        let source = "// @Stubbable\nfinal class A {\n    init() {}\n    var untyped = Session()\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'init()' is not stubbed: an initializer of a class cannot hand back another instance (it has no 'self = …'), so no hook can stand in for it; stub a factory method instead (a static func that calls it, or a method of the code that creates 'A')", "'untyped' is not stubbed: it needs an explicit type"])
    }

    @Test func aLabelWithoutANameInsideTheBodyIsSkippedWithAHintSayingWhy() {
        // `_: Int` gets a generated name (fixture `unnamed-parameters`); `at _: Int` has no place for one.
        let source = "// @Stubbable\nfinal class A {\n    func f(at _: Int) -> Int { 1 }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'f(at:)' is not stubbed: its parameter 'at _' has no name inside the body to pass to the hook (name it: 'at value: Int')"])
    }

    @Test func aModifyOfAnElementNoncopyableThroughAnExtensionsWhereClauseKeepsItsTextAndSaysWhy() {
        // swift-collections' _UnsafeDequeHandle: `extension … where Element: ~Copyable` with a `_read`/`_modify`
        // subscript got `_setSubscript: ((Int, Element) -> Void)?` ("parameter of noncopyable type 'Element'
        // must specify ownership"). `value()` in the same extension is stubbed.
        let source = "struct Handle<Element: ~Copyable>: ~Copyable {\n    var base: UnsafeMutablePointer<Element>\n}\n\n// @Stubbable\nextension Handle where Element: ~Copyable {\n    subscript(offset offset: Int) -> Element {\n        _read { yield base[offset] }\n        _modify { yield &base[offset] }\n    }\n\n    func count() -> Int {\n        1\n    }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'subscript(offset:)' is not stubbed: its '_modify' accessor would hand its setter's hook a copy of the current value, and its type 'Element' is noncopyable ('Element' is ~Copyable)"])
    }

    @Test func spansOverTheStorageKeepTheirPropertiesAndSayWhy() {
        // `@_lifetime` needs the experimental Lifetimes feature, which the fixture suite's swiftc does not enable:
        // these are the reasons a user reads (swift-collections' UniqueBox, whose `span` reads `_pointer`, failed
        // to build with "lifetime-dependent value escapes its scope" when `_pointer` became computed, and
        // BigString's chunk, whose `span` got a getter hook). `first()` is stubbed.
        let source = "// @Stubbable\nstruct Bytes {\n    var start: UnsafeMutablePointer<UInt8>\n    var length: Int\n\n    var span: Span<UInt8> {\n        @_lifetime(borrow self)\n        get { unsafe _overrideLifetime(Span(_unsafeStart: start, count: length), borrowing: self) }\n    }\n\n    func first() -> UInt8 {\n        start.pointee\n    }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'start' is not stubbed: 'span' returns a value whose lifetime depends on 'Bytes' (@_lifetime) and reads it, which from the computed property that stubs it would depend on a temporary",
                          "'length' is not stubbed: 'span' returns a value whose lifetime depends on 'Bytes' (@_lifetime) and reads it, which from the computed property that stubs it would depend on a temporary",
                          "'span' is not stubbed: its result's lifetime depends on its base or arguments (@_lifetime), which a hook's result cannot"])
        let added = Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source))
        #expect(String(decoding: added, as: UTF8.self).contains("if let _first { _first() } else { // stubble"))
    }

    @Test func nonescapableResultsWithoutLifetimeAttributesKeepTheirTextAndSayWhy() throws {
        // swift-collections' `BigString._Chunk.prefix: UTF8Span { utf8Span(from: startIndex, to: firstBreak) }`:
        // no `@_lifetime`, but Swift infers that a getter's non-escapable value borrows `self`, so a getter hook's
        // result escaped ("lifetime-dependent value escapes its scope") and so did a span of a stored property
        // made computed. Here the output is compiled with the Lifetimes feature (the fixture suite's swiftc
        // has it off, where a non-escapable result does not compile at all); `label` and `count()` are stubbed.
        let source = "// @Stubbable\nstruct Buffer {\n    var bytes: [UInt8]\n    var label: String\n    var head: Span<UInt8> { bytes.span.extracting(0..<1) }\n\n    func first() -> Span<UInt8> {\n        bytes.span.extracting(0..<1)\n    }\n\n    func count() -> Int {\n        head.count\n    }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        let why = "is non-escapable ('Span' is ~Escapable), so its lifetime depends on its base or arguments (Swift infers that a getter's depends on 'self'), which a hook's result cannot"
        #expect(hints == ["'bytes' is not stubbed: 'head' returns a value whose lifetime depends on 'Buffer' (its type 'Span<UInt8>' is ~Escapable) and reads it, which from the computed property that stubs it would depend on a temporary",
                          "'head' is not stubbed: its result 'Span<UInt8>' " + why,
                          "'first()' is not stubbed: its result 'Span<UInt8>' " + why])
        let added = text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source)))
        #expect(added.contains("if let _count { _count() } else {"))
        #expect(added.contains("var _label: String"))
        guard let compiler = swiftc() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-nonescapable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, code) in [("input.swift", source), ("stubbed.swift", added)] {
            let file = dir.appendingPathComponent(name)
            try code.write(to: file, atomically: true, encoding: .utf8)
            let run = runProcess(compiler, throughSIL + ["-enable-experimental-feature", "Lifetimes", file.path])
            #expect(run.status == 0, "\(name): \(run.output)")
        }
    }

    @Test func initializersOfNonescapableValuesKeepTheirTextAndSayWhy() {
        // As above, `@_lifetime` is not for the fixture suite's swiftc. A hook's `self = …` would hand back a value
        // that depends on nothing (swift-collections' `_HTable.Bitmap` and `BucketIterator`: "lifetime-dependent
        // variable 'self' escapes its scope"). A static method of the type is stubbed.
        let source = "// @Stubbable\n@frozen\nstruct Window: ~Escapable {\n    let start: UnsafePointer<UInt8>\n\n    @_lifetime(borrow base)\n    init(base: borrowing [UInt8], start: UnsafePointer<UInt8>) {\n        self.start = start\n    }\n\n    static func width() -> Int {\n        8\n    }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints.contains("'init(base:start:)' is not stubbed: the value it makes is non-escapable and its lifetime depends on its arguments (@_lifetime), which a value a hook hands back cannot"))
        let added = Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source))
        #expect(String(decoding: added, as: UTF8.self).contains("if let _width { _width() } else { // stubble"))
        #expect(!String(decoding: added, as: UTF8.self).contains("_initBaseStart"))
    }

    @Test func observersThatWouldRunWhereTheyDidNotKeepTheirPropertyAndSayWhy() {
        // Fixture `observers-and-optional-defaults` runs them; these are the reasons a user reads.
        let source = "// @Stubbable\nfinal class A {\n    var level: Int = 1 {\n        didSet { if level > 10 { level = 10 } }\n    }\n    var count: Int = 0 {\n        willSet { print(newValue) }\n    }\n    init() { self.count = 2 }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'level' is not stubbed: its didSet changes 'level', which would run its observers again (they stay on the renamed storage, behind the computed property)",
                          "'count' is not stubbed: 'init()' assigns it, and its willSet would then run (it does not for an initializer's own assignments)",
                          "'init()' is not stubbed: an initializer of a class cannot hand back another instance (it has no 'self = …'), so no hook can stand in for it; stub a factory method instead (a static func that calls it, or a method of the code that creates 'A')"])
    }

    /// An attribute declared in another module may be a property wrapper or a global actor: syntax cannot tell,
    /// so the property stays as written and the hint says both (it named a global actor a property wrapper).
    @Test func anAttributeOfAnotherModuleKeepsItsPropertyAndSaysWhatItMayBe() {
        let source = "import Analytics\n// @Stubbable\nfinal class Meter {\n    @AnalyticsActor var level: Int = 1\n    @Published var shown: Bool = false\n    @ComponentBuilder var content: () -> String = { \"\" }\n    func read() -> Int { level }\n}\n"
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'level' is not stubbed: its attribute '@AnalyticsActor' is declared where stubble does not see it: a property wrapper would own the storage (stubbing would rename its '_level' and '$level'), a global actor would isolate the computed property that stubs it, and stubble cannot tell which it is",
                          "'shown' is not stubbed: its property wrapper '@Published' owns the storage, and stubbing would rename its '_shown' and '$shown'",
                          "'content' is not stubbed: its attribute '@ComponentBuilder' is a result builder, and stubble does not know what it would mean on the computed property and the renamed storage that stub it"])
    }

    @Test func aPropertyWrapperKeepsItsPropertyAndSaysWhy() {
        // The wrapper owns `_level` and `$level`: renaming the property would rename them for its users.
        let wrapper = "@propertyWrapper struct Clamped { var wrappedValue: Int }\n"
        let underType = wrapper + "// @Stubbable\nfinal class Meter {\n    @Clamped var level: Int = 1\n    func read() -> Int { level }\n}\n"
        let why = "'level' is not stubbed: its property wrapper '@Clamped' owns the storage, and stubbing would rename its '_level' and '$level'"
        let hint = Stubbing.diagnose(bytes(underType)).filter { $0.severity == .hint }
        #expect(hint.map(\.message) == [why])
        #expect(hint.map(\.code) == ["stubble.unsupported"])
        let added = text(Stubbing.apply(Stubbing.fixAll(bytes(underType)), to: bytes(underType)))
        #expect(added.contains("    @Clamped var level: Int = 1\n"), "the wrapped property is left as written")
        #expect(added.contains("var _read: (() -> Int)? = nil // stubble"), "the other members are still stubbed")
        // Annotated directly, the same reason is an error on the property.
        let direct = wrapper + "final class Meter {\n    // @StubbableProperty\n    @Clamped var level: Int = 1\n}\n"
        let error = Stubbing.diagnose(bytes(direct))
        #expect(error.map(\.message) == [why])
        #expect(error.map(\.severity) == [.error])
        #expect(Stubbing.fixAll(bytes(direct)).isEmpty)
    }

    @Test func aCodableTypeWithItsOwnKeysKeepsItsStoredPropertiesAndSaysWhy() {
        let source = """
        // @Stubbable
        struct Grade: Codable {
            var value: Int
            enum CodingKeys: String, CodingKey { case value = "grade" }
            func isPassing() -> Bool { value >= 4 }
        }

        """
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints == ["'value' is not stubbed: 'Grade' declares its own CodingKeys, whose keys name its stored properties"])
        let stubbed = text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source)))
        #expect(stubbed.contains("if let _isPassing"))
        #expect(!stubbed.contains("private enum CodingKeys"))
    }

    @Test func aCodableTypeCodedByHandWithOnlyStoredPropertiesGetsNoKeysAndDoesNotCrash() {
        // Regression (found by the corpus round trip): every stubbed member is skipped, so no CodingKeys.
        let source = """
        // @Stubbable
        struct Token: Decodable {
            var value: String
            init(from decoder: any Decoder) throws {
                value = try decoder.singleValueContainer().decode(String.self)
            }
        }

        """
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints.contains("'value' is not stubbed: 'Token' codes itself by hand, whose keys name its stored properties"))
        let stubbed = text(Stubbing.apply(Stubbing.fixAll(bytes(source)), to: bytes(source)))
        #expect(!stubbed.contains("CodingKeys"))
    }

    @Test func aCodableTypeWithStoredPropertiesInsideIfIsNotStubbedAndSaysWhy() {
        let source = """
        // @Stubbable
        final class Settings: Codable {
            #if DEBUG
            var verbose: Bool = false
            #endif
            func reset() {}
        }

        """
        let hints = Stubbing.diagnose(bytes(source)).filter { $0.severity == .hint }.map(\.message)
        #expect(hints.count == 2)
        #expect(hints.allSatisfy { $0.contains("'Settings' conforms to 'Codable' and has stored properties inside '#if'") })
        #expect(Stubbing.fixAll(bytes(source)).isEmpty)
    }

    @Test func everyFindingHasANonEmptyRangeInsideTheFile() {
        for name in fixtureNames() {
            guard let f = try? Fixture(name) else { continue }
            for finding in Stubbing.diagnose(f.input) + Stubbing.diagnose(f.run()) {
                #expect(!finding.range.isEmpty, "\(name): \(finding.message)")
            }
        }
    }

    @Test func hoverOnAHookSaysWhatItStubs() throws {
        let offset = try #require(stubbed.utf8.firstRange(of: "_find:".utf8)).lowerBound
        let o = stubbed.utf8.distance(from: stubbed.utf8.startIndex, to: offset)
        let hover = try #require(Stubbing.hover(bytes(stubbed), at: o + 1))
        #expect(hover.hasPrefix("Hook of `find(id:)`, written by Stubble."))
    }

    @Test func makeStubbableWithCallRecordingWritesTheSpyFormAndRemoveGivesBackTheBytes() throws {
        let plain = bytes("final class A {\n    func run(_ n: Int) {}\n}\n")
        let action = try #require(Engine.actions(plain, at: 6..<6).first { $0.title == "Make 'A' stubbable with call recording" })
        let spied = Stubbing.apply(action.edits, to: plain)
        let text = String(decoding: spied, as: UTF8.self)
        #expect(text.hasPrefix("// @Stubbable(spy: true)\nfinal class A {\n"))
        #expect(text.contains("    var runInvocations: [Int] = [] // stubble\n"))
        #expect(text.contains("if let _run = _recordRun(n) { return _run(n) };"))
        #expect(Stubbing.fixAll(spied).isEmpty)
        #expect(Stubbing.apply(Stubbing.removeAll(spied), to: spied) == plain)
    }

    @Test func actionsOfferMakeStubbableOnAPlainTypeAndRemoveOnAStubbedOne() {
        let plain = "final class A {\n    func run() {}\n}\n"
        #expect(Engine.actions(bytes(plain), at: 6..<6).map(\.title) == ["Make 'A' stubbable", "Make 'A' stubbable with call recording"])
        let titles = Engine.actions(bytes(stubbed), at: 20..<20).map(\.title)
        #expect(titles == ["Remove stubs from 'Finder'"])
    }
}

@Suite("Bad input never crashes")
struct RobustnessTests {
    static let inputs: [[UInt8]] = [
        [0xFF, 0xFE, 0x00, 0x80, 0xC3],
        Array("class A { func f() { \"unterminated\n } } } } {{{{".utf8),
        Array("// @Stubbable\nclass A { func f(_ x: inout) -> { }\nvar = \n".utf8),
        Array("// @Stubbable\nstruct S { var x: Int /*stubble:*/ if /*:stubble*/\n  var _y: Int // stubble\n}".utf8),
        Array("#if X\n// @Stubbable\nclass A {\n#else\n}\n#endif\n".utf8),
        Array(##"let s = #"a \#(b) "# ; class C { func f() -> Int { 1 } }"##.utf8),
    ]

    @Test(arguments: inputs)
    func everyActionOnMalformedInput(_ input: [UInt8]) {
        _ = Stubbing.diagnose(input)
        _ = Stubbing.apply(Stubbing.fixAll(input), to: input)
        _ = Stubbing.addAll(input)
        _ = Stubbing.removeAll(input)
        for offset in [-5, 0, input.count / 2, input.count, input.count + 10] {
            _ = Stubbing.add(input, at: offset)
            _ = Stubbing.remove(input, at: offset)
            _ = Stubbing.refresh(input, at: offset)
            _ = Stubbing.hover(input, at: offset)
            _ = Engine.actions(input, at: max(0, offset)..<max(0, offset))
        }
    }

    @Test func addThenRemoveAtEveryLineOfAFixtureRestoresIt() throws {
        let f = try Fixture("single-expression-bodies")
        var offset = 0
        for line in f.input.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let added = Stubbing.apply(Stubbing.add(f.input, at: offset), to: f.input)
            #expect(Stubbing.apply(Stubbing.removeAll(added), to: added) == f.input)
            offset += line.count + 1
        }
    }
}
