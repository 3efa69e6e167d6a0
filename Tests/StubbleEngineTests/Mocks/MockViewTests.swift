import Testing
import StubbleSyntax
@testable import StubbleEngine

/// A target's view of its package (`MockContext.scoped(toModule:)`), name by name: its own target's files decide,
/// the other targets count where they agree (read from the package's table merged once, behind the own names).
@Suite("Protocol mocks: a target's view of its package")
struct MockViewTests {
    static let a = "/p/Sources/A", b = "/p/Sources/B", c = "/p/Sources/C", t = "/p/Tests/T", d = "/q/Sources/D"

    /// (module, text) of every file, in order.
    static let files: [(String, String)] = [
        (a, "protocol Own { func own() }\nstruct Local {}\nstruct Shown {}\nextension Extended: Equatable {}\n"
            + "struct Shape {}\nstruct Width {}\n"),
        (b, "protocol Agreed { func f() }\nprotocol Differs { func g() }\nprotocol Own { func other() }\n"
            + "typealias Same = Int\ntypealias Split = Int\nstruct Token: Equatable {}\nstruct Key: Hashable {}\n"
            + "struct Local: Equatable {}\nstruct Hidden: Equatable {}\nenum Plain { case one }\nstruct Shown: Equatable {}\n"
            + "protocol Shape {}\ntypealias Width = Int\nstruct Loosely: Equatable {}\n"),
        (c, "protocol Agreed { func f() }\nprotocol Differs { func h() }\ntypealias Same = Int\ntypealias Split = String\n"
            + "struct Token {}\nstruct Key: Equatable {}\n"),
        (t, "protocol Agreed { func f() }\nprotocol TestOnly {}\n"),
        (d, "protocol Elsewhere {}\ntypealias Far = Int\nstruct Remote: Equatable {}\n"),
        ("", "protocol Loose {}\nstruct Loosely {}\n"),
    ]

    static func context() -> MockContext {
        let sources = files.map { SourceFile($0.1) }
        return MockContext(files: sources, facts: sources.map { MockContext.FileFacts($0) }, modules: files.map(\.0),
                           unparsedTypes: [c: ["Hidden"]])
    }

    @Test func aTargetSeesWhatItsPackagesOtherTargetsAgreeOn() {
        let view = Self.context().scoped(toModule: Self.a)
        // Protocols: the own declaration wins; the same text in every other target counts; different texts are a
        // protocol name without a declaration; another package's and its own loose files'.
        #expect(view.lookup("Own").map { String(decoding: $0.file.bytes, as: UTF8.self) } == Self.files[0].1)
        #expect(view.lookup("Agreed") != nil)
        #expect(view.lookup("Differs") == nil)
        #expect(view.protocolNameLookup.contains("Differs"))
        #expect(view.lookup("TestOnly") != nil)
        #expect(view.lookup("Elsewhere") == nil && !view.protocolNameLookup.contains("Elsewhere"))
        #expect(view.lookup("Loose") != nil)
        #expect(!view.protocolNameLookup.contains("Local"))
        // A name the target declares as a type is not another target's protocol or type alias.
        #expect(view.lookup("Shape") == nil && !view.protocolNameLookup.contains("Shape"))
        #expect(view.typeAlias("Width") == nil)
        // Type aliases: agreed only.
        #expect(view.typeAlias("Same") == "Int")
        #expect(view.typeAlias("Split") == nil)
        #expect(view.typeAlias("Far") == nil)
        // Equatable: every other target that declares it shows it (a name read from an unparsed file counts);
        // the own target's declaration decides; its own extension shows it.
        let equatable = view.equatableLookup
        #expect(!equatable.contains("Token"))
        #expect(equatable.contains("Key"))
        #expect(!equatable.contains("Hidden"))
        #expect(!equatable.contains("Local"))
        #expect(equatable.contains("Plain"))
        #expect(equatable.contains("Extended"))
        #expect(!equatable.contains("Remote"))
        // Nor `Equatable` by another target when a file of no module declares it without.
        #expect(!equatable.contains("Loosely"))
        // Another target's view sees A's protocol, and B's own.
        let fromC = Self.context().scoped(toModule: Self.c)
        #expect(fromC.protocolNameLookup.contains("Own") && fromC.lookup("Own") == nil)
        #expect(fromC.lookup("Agreed").map { String(decoding: $0.file.bytes, as: UTF8.self) } == Self.files[2].1)
        #expect(fromC.equatableLookup.contains("Local") == false)
        #expect(fromC.equatableLookup.contains("Shown") == false)
    }

    @Test func aFileAddedToTheViewAndAMocksGeneratorTakeBackABorrowedEquatable() {
        let view = Self.context().scoped(toModule: Self.a)
        #expect(view.equatableLookup.contains("Key") && view.equatableLookup.contains("Plain"))
        // The editor's document of A declares `Key` without `Equatable`: A's declaration decides.
        let edited = view.including(SourceFile("struct Key {}\nstruct Plain: Equatable {}\n"))
        #expect(!edited.equatableLookup.contains("Key"))
        #expect(edited.equatableLookup.contains("Plain"))
        // A second document showing it `Equatable` again.
        #expect(edited.including(SourceFile("extension Key: Hashable {}\n")).equatableLookup.contains("Key"))
        // A generator removing an associated type's name that another target shows `Equatable`.
        var lookup = view.equatableLookup
        lookup.remove("Key")
        #expect(!lookup.contains("Key"))
        lookup.insert("Key")
        #expect(lookup.contains("Key"))
    }
}
