import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

// `add --all` decides which types to annotate on the text's analysis, then analyses the text as annotated. It
// does that second analysis without writing the annotations into a text it parses again
// (`Stubbing.Analysis.init(annotating:)`): the first analysis's outline and facts, with the annotations read
// as the annotated text would give them. Where that cannot be known to give the same text (a condition in the
// annotation, an attribute to rewrite, a piece at an annotation line's place), it annotates the text as before.
// Both ways must give the same bytes, on every input the engine's fixtures hold, alone and in their module.

@Suite("add --all: annotating without writing the annotations gives the annotated text's output")
struct AddAllVirtualTests {
    /// Both ways, with the options whose lines are of the plain form, and a condition (always written).
    static let optionSets = [StubOptions(), StubOptions(spy: true), StubOptions(condition: "DEBUG")]

    @Test func eachFileAloneGetsTheSameTextBothWays() throws {
        var virtual = 0, written = 0
        for (name, text) in try AddAllTextTests().inputs() {
            for options in Self.optionSets {
                let fast = Stubbing.addAllUnchecked(text, options: options, context: .alone)
                let slow = Stubbing.addAllUnchecked(text, options: options, context: .alone, virtually: false)
                #expect(!slow.annotatedVirtually)
                #expect(fast.new == slow.new, "\(name) \(options)")
                #expect(fast.textParses == slow.textParses, "\(name) \(options)")
                if fast.annotatedVirtually { virtual += 1 } else { written += 1 }
                if options.condition != nil { #expect(!fast.annotatedVirtually, "a condition is written, not read: \(name)") }
            }
        }
        // Most inputs go the virtual way (256 here); the others (a condition: 132; attributes to rewrite: 8) do not.
        #expect(virtual > 200, "annotated virtually: \(virtual), written: \(written)")
        #expect(written > 100, "annotated virtually: \(virtual), written: \(written)")
    }

    /// The same inputs reshaped where annotation lines meet the user's text: blank lines dropped (a type's
    /// mirror conformance then comes to the next type's line: the written way), a doc comment above each line
    /// that starts a type (attached comments decide where a type's peers go), and CRLF line breaks.
    @Test func reshapedFilesGetTheSameTextBothWays() throws {
        var virtual = 0, written = 0
        func reshaped(_ text: [UInt8]) -> [(String, [UInt8])] {
            let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let dense = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
            let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "final", "open", "package"]
            func startsType(_ line: Substring) -> Bool {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).drop { modifiers.contains($0) }
                return ["struct", "class", "actor", "extension"].contains(words.first ?? "")
            }
            let documented = lines.flatMap { line -> [Substring] in
                guard startsType(line) else { return [line] }
                let indent = line.prefix { $0 == " " || $0 == "\t" }
                return [Substring(indent + "/// A type of the user's."), line]
            }
            return [("no blank lines", Array(dense.joined(separator: "\n").utf8)),
                    ("doc comments", Array(documented.joined(separator: "\n").utf8)),
                    ("CRLF", Array(lines.joined(separator: "\r\n").utf8))]
        }
        for (name, text) in try AddAllTextTests().inputs() {
            for (shape, variant) in reshaped(text) {
                let fast = Stubbing.addAllUnchecked(variant, options: StubOptions(), context: .alone)
                let slow = Stubbing.addAllUnchecked(variant, options: StubOptions(), context: .alone, virtually: false)
                #expect(fast.new == slow.new, "\(name), \(shape)")
                if fast.annotatedVirtually { virtual += 1 } else { written += 1 }
            }
        }
        // 373 of 396 go the virtual way; the written way takes the attribute annotations and, without blank
        // lines, the types whose conformance comes to the next type's line.
        #expect(virtual > 200 && written > 20, "annotated virtually: \(virtual), written: \(written)")
    }

    /// As the command runs it: every file of a cross-file case's module known (its facts, other files' types).
    @Test(arguments: crossFileFixtureNames())
    func eachFileInItsModuleGetsTheSameTextBothWays(_ name: String) throws {
        let fixture = try CrossFileFixture(name)
        let files = CrossFileFixture.module(fixture.inputs)
        for options in Self.optionSets {
            let both = StubContext.rewrite(files, changing: files.map(\.path), eager: true, texts: { _, text, context in
                let fast = Stubbing.addAllUnchecked(text, options: options, context: context)
                let slow = Stubbing.addAllUnchecked(text, options: options, context: context, virtually: false)
                return fast.new == slow.new && fast.textParses == slow.textParses ? fast.new : Array("differs".utf8)
            })
            for file in both { #expect(file.text != Array("differs".utf8), "\(name)/\(file.path) \(options)") }
        }
    }

    /// A piece that comes to the place of an annotation line (a type's mirror conformance, written after its
    /// closing brace, when the next type starts on the next line) makes `add --all` write the annotations and
    /// parse again: which side of the line the piece goes is known only there.
    @Test func aPieceAtAnAnnotationLinesPlaceIsWrittenTheOldWay() {
        let text = Array("""
        struct First {
            var count: Int = 0
        }
        struct Second {
            var name: String = ""
        }

        """.utf8)
        let fast = Stubbing.addAllUnchecked(text, options: StubOptions(), context: .alone)
        let slow = Stubbing.addAllUnchecked(text, options: StubOptions(), context: .alone, virtually: false)
        #expect(fast.new == slow.new)
        #expect(!fast.annotatedVirtually)
        #expect(String(decoding: fast.new, as: UTF8.self).contains("extension First: CustomReflectable {} // stubble\n// @Stubbable\nstruct Second {"))
        // With a blank line between them, the conformance's place is not the line's.
        let apart = Array(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "}\nstruct Second", with: "}\n\nstruct Second").utf8)
        #expect(Stubbing.addAllUnchecked(apart, options: StubOptions(), context: .alone).annotatedVirtually)
    }
}
