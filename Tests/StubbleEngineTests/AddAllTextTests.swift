import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

// `stubble add --all` writes the new text the engine makes (`Stubbing.addAllText`), without the line diff and
// the applying of it that `Stubbing.addAll`'s edits cost (for generated code, an output many times its input).
// The text must be exactly what the edits give, and the command must not parse the same text twice.

@Suite("add --all: the new text is the edits' text, made with each text parsed once")
struct AddAllTextTests {
    /// Every engine fixture's input, plain (as front ends hand it over), plus inputs that exercise the fallbacks.
    func inputs() throws -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        for name in fixtureNames() {
            out.append((name, PlainText(try Fixture(name).input).plain))
        }
        // Not UTF-8 in a comment: the new text is made through the edits (an edit's String repairs what it carries).
        out.append(("invalid UTF-8", Array("struct A {\n    // ".utf8) + [0xFF, 0xC3] + Array("\n    var x: Int = 0\n    func f() -> Int { 1 }\n}\n".utf8)))
        // A file that does not parse: the action goes ahead (the error is the user's).
        out.append(("not parsing", Array("struct B {\n    func f() -> Int { 1 }\n".utf8)))
        return out
    }

    @Test func theTextIsWhatTheEditsMake() throws {
        for (name, text) in try inputs() {
            for options in [StubOptions(), StubOptions(condition: "DEBUG", spy: true)] {
                let viaEdits = TextDiff.apply(Stubbing.addAll(text, options: options), to: text)
                #expect(Stubbing.addAllText(text, options: options) == viaEdits, "\(name) \(options)")
            }
        }
    }

    #if DEBUG
    /// As the command runs it (`StubContext.rewrite` with the module's context): the file's text is parsed once
    /// (for the module's context, whose outline the analysis reuses, and whose errors say whether it parses),
    /// and the output once (only its errors: whether it parses). Before, the input was parsed a second time
    /// to ask whether it parses.
    @Test(arguments: [false, true]) func eachTextIsParsedOnce(edits: Bool) throws {
        let text = Array("""
        // \(UUID().uuidString)
        public struct Message: Sendable, Equatable {
            public var field: Int32 = 0
            public var name: String = String()
            public init() {}
        }

        """.utf8)
        let path = "/tmp/stubble-add-all-\(UUID().uuidString)/Sources/M/Generated.swift"
        let files = [(path: path, module: StubContext.moduleKey(path: path), text: text)]
        // The command's way (the new text), and the edits' way (what `Engine.addAll` gives other callers).
        let out = edits
            ? StubContext.rewrite(files, changing: [path], eager: true) { _, text, context in Stubbing.addAll(text, context: context) }
            : StubContext.rewrite(files, changing: [path], eager: true, texts: { _, text, context in Stubbing.addAllText(text, context: context) })
        let new = try #require(out.first?.text)
        #expect(new != text, "the struct was made stubbable")
        #expect(ParseCounter.parses(of: text) == 1, "the input is parsed once")
        #expect(ParseCounter.parses(of: new) == 1, "the output is parsed once, to check that it parses")
        // The annotated input (the output's original) is not parsed: the analysis that expands it reads the
        // annotations on the input's outline (`Analysis.init(annotating:)`; it was parsed once, before that). The
        // output asks for no hooks across files, so no module index of it is made either. Its mirror
        // conformance, a generated `extension` line, once made every output look as if it might (a third of
        // the command).
        let annotated = Markers.strip(new).original
        #expect(annotated != text && annotated != new)
        #expect(ParseCounter.parses(of: annotated) == 0, "the annotated input is not parsed")
    }
    #endif

    /// The gate of the module index after an action: an `extension` on a generated line (a mirror's
    /// conformance) is not one of the user's.
    @Test func extensionsOnGeneratedLinesAreNotTheUsers() {
        let word = Array("extension".utf8)
        func has(_ s: String) -> Bool { Stubbing.containsOutsideGeneratedLines(Array(s.utf8), word) }
        #expect(!has("struct A {}\nextension A: CustomReflectable {} // stubble\n"))
        #expect(!has("extension A: CustomReflectable {} // stubble\r\nstruct A {}"))
        #expect(!has("extension A: CustomReflectable {} // stubble"))
        #expect(has("// @Stubbable\nextension A {\n}\nextension B: CustomReflectable {} // stubble\n"))
        #expect(has("extension B: CustomReflectable {} // stubble\n// @Stubbable\nextension A {}"))
        #expect(has("extension A {}"))
        #expect(!has("struct A {}\n"))
    }
}
