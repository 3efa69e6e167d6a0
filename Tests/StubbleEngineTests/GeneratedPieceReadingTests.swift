import Foundation
import Testing
@testable import StubbleEngine

// Two readings that every version of a file makes of each generated piece and each comment are made by bytes
// first (they were a tenth of a keystroke's analysis read as characters). The bytes must give the answer the
// characters give: for every piece and comment of the fixtures, and for the shapes where a byte and a character
// differ (a combining mark after a slash, a space or the last letter of a name).

@Suite("Generated pieces and annotations read by bytes answer as read by characters")
struct GeneratedPieceReadingTests {
    /// Every generated piece of every fixture's expected file, and mirror shapes written by hand.
    static func pieces() throws -> [String] {
        var out: [String] = []
        for name in Fixture.names() {
            guard let expected = try Fixture(name).expected() else { continue }
            out += Markers.strip(expected).pieces.map(\.insertion.text)
        }
        let member = "    nonisolated var customMirror: Mirror { Mirror(self, children: [\"a\": a], displayStyle: .struct) } // stubble\n"
        let conformance = "extension Café: CustomReflectable {} // stubble\n"
        out += [member, conformance, "#if DEBUG\n" + member + "#endif\n", "  #if DEBUG  \n" + member + "  #endif\n",
                "#if DEBUG\n" + conformance + "#endif\n", "#ifDEBUG\n" + member + "#endif\n", member + "extra\n",
                "#if DEBUG\n" + member, String(member.dropLast()), "extension A: CustomReflectable {} // stubble\u{301}\n",
                "#if\u{301} DEBUG\n" + member + "#endif\n", "@available(*, unavailable)\nextension A: CustomReflectable {} // stubble\n",
                "@available(macOS 14, *) extension A: CustomReflectable {} // stubble\n", ""]
        return out
    }

    @Test func aMirrorPieceIsTheSameReadAsBytesOrAsCharacters() throws {
        let pieces = try Self.pieces()
        var mirrors = 0
        for text in pieces {
            let read = Stubbing.Analysis.mirrorPrefix(Substring(text))
            #expect(read == Stubbing.Analysis.characterMirrorPrefix(Substring(text)), "\(text)")
            if read != nil { mirrors += 1 }
        }
        // The fixtures have mirrors in both forms, in a condition or not: the byte path decided some of them.
        #expect(mirrors > 10)
    }

    @Test func anAnnotationInACommentIsFoundAsItIsReadAsCharacters() throws {
        let found: [(String, String?)] = [
            ("// @Stubbable\n", "Stubbable"),
            ("//@Stubbable\n", "Stubbable"),
            ("///\t @StubbableFunction\n", "StubbableFunction"),
            ("// @StubbableProperty(condition: \"DEBUG\")\n", "StubbableProperty"),
            ("// note @Stubbable\n", nil),
            ("// @Stubbable2\n", nil),
            ("// \u{301}@Stubbable\n", nil),
            ("// @Stubbable\u{301}\n", nil),
            ("// Schüler: naïve café\n", nil),
            ("// @\n", nil),
        ]
        for (comment, name) in found {
            let outline = SourceOutline.parse(Array((comment + "final class A {}\n").utf8))
            let d = try #require(outline.declarations.first)
            #expect(Expander.annotation(of: d, in: outline)?.name == name, "\(comment)")
        }
    }

    /// An annotation comment of plain ASCII is read by its bytes (`Expander.asciiAnnotation`): name and
    /// arguments as read by characters, for every line comment of the fixtures and shapes at the edges.
    @Test func anAnnotationCommentReadByItsBytesIsReadAsByItsCharacters() throws {
        var comments: [String] = []
        for name in Fixture.names() {
            let fixture = try Fixture(name)
            for text in fixture.inputs.map(\.text) + (try fixture.expectedFiles() ?? []).map(\.text) {
                let outline = SourceOutline.parse(Markers.strip(text).original)
                for d in outline.allDeclarations {
                    for c in d.leadingComments where c.isLineComment { comments.append(outline.text(c.range)) }
                }
            }
        }
        comments += ["// @Stubbable", "//@Stubbable(spy: true)", "///\t @StubbableFunction(condition: \"DEBUG\")",
                     "// @StubbableProperty", "// @Stubbable2", "// @Stubbable_", "// @StubbableX(spy: true)",
                     "// @Stubbable(", "// @Stubbable(spy: true", "// @Stubbable()", "// @Stubbable (spy: true)",
                     "// @Stubbable(a)(b)", "// @Stubbable) x", "// @Stubbablé", "// @Stubbable\u{301}", "// @Stubbable(ü)",
                     "// @Stubbable\r", "// @", "// @Stub", "// @StubbableFunction2", "// @Stubbable\u{7F}"]
        var read = 0
        for comment in comments {
            let bytes = Array(comment.utf8)
            var at = 0
            while at < bytes.count, bytes[at] == 0x2F { at += 1 }
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
            guard at < bytes.count, bytes[at] == 0x40 else { continue }
            let characters = Expander.characterAnnotation(comment)
            guard let byBytes = Expander.asciiAnnotation(bytes, 0..<bytes.count, at: at) else {
                // Not plain ASCII: read as characters only.
                #expect(bytes.contains { $0 >= 0x7F || ($0 < 0x20 && $0 != 0x09) }, "\(comment)")
                continue
            }
            #expect(byBytes?.name == characters?.name && byBytes?.arguments == characters?.arguments, "\(comment)")
            read += 1
        }
        // The fixtures' annotations (every form, with and without options) were read by their bytes.
        #expect(read > 100)
    }

    /// The passes that read hook names back from generated lines split them into lines and words, and look for
    /// words in them, by bytes where that reads the same (`Expander.lines(of:)`, `words(of:)`, `mentions`): the
    /// same as by Characters over every fixture's expected file, and on texts where bytes and Characters part
    /// (a carriage return joined to a newline, a scalar extending a space, non-ASCII words).
    @Test func hookLinesReadByBytesAreReadAsByCharacters() throws {
        var texts: [String] = []
        for name in Fixture.names() {
            for (_, text) in try Fixture(name).expectedFiles() ?? [] { texts.append(String(decoding: text, as: UTF8.self)) }
        }
        texts += ["", "\n", "\n\n", "a\r\nb\nc", "a\rb\n", "static var _x: Int? = nil // stubble\r\n", "x \u{301}y z",
                  "  static  var _é: Int = 0 // stubble", "var _a:Int\nvar _b: [Int] = [] // stubble\n", "\u{301}\n \n",
                  "static var\u{301} _x", "static var _\u{301}x: T? = nil // stubble", "@exclusivity(unchecked) static var _f"]
        var lines = 0
        for text in texts {
            #expect(Expander.lines(of: text) == text.split(separator: "\n"), "\(text.debugDescription)")
            for line in text.split(separator: "\n") + text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(Expander.words(of: line) == line.split(separator: " "), "\(line.debugDescription)")
                for needle in ["static var _", "static ", "@exclusivity(unchecked)", "var", "_", "x"] {
                    #expect(Expander.mentions(line, needle) == line.contains(needle), "\(line.debugDescription) \(needle)")
                }
                lines += 1
            }
        }
        #expect(lines > 10_000)
    }
}
