import Foundation
import Testing
@testable import StubbleEngine

// An analysis made with the version before (`Engine.Analysis(_:previous:)`, as the language server makes one per
// keystroke) reuses the expansions and refresh fixes of the top-level declarations the edit did not touch. Its
// findings and actions must be those of an analysis from scratch, byte for byte: ranges, messages, fixes and
// their edits. Each case below applies a random sequence of edits (seeded: the same every run) to a file and
// compares both analyses after every edit.

/// A small deterministic generator (SplitMix64), so a failure names a sequence that can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One random edit of `text`: a space, a line break, a letter or a brace typed somewhere, a few bytes deleted,
/// a comment or a statement line added at a line start, or a line of generated code damaged.
func randomEdit(_ text: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
    guard !text.isEmpty else { return Array("x".utf8) }
    let at = Int.random(in: 0...text.count, using: &rng)
    let lineStarts = [0] + text.indices.filter { text[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < text.count }
    let lineStart = lineStarts.randomElement(using: &rng)!
    var out = text
    switch Int.random(in: 0..<9, using: &rng) {
    case 0: out.insert(0x20, at: at)
    case 1: out.insert(0x0A, at: at)
    case 2: out.insert(contentsOf: Array("x".utf8), at: at)
    case 3:
        let n = min(Int.random(in: 1...3, using: &rng), text.count - min(at, text.count))
        out.removeSubrange(at..<(at + n))
    case 4: out.insert(contentsOf: Array("    // note\n".utf8), at: lineStart)
    case 5: out.insert(contentsOf: Array("        let y = 1\n".utf8), at: lineStart)
    case 6: out.insert(Bool.random(using: &rng) ? 0x7B : 0x7D, at: at)
    case 7:
        // Inside a body: after an opening brace that ends a line.
        let opens = text.indices.filter { text[$0] == 0x7B && $0 + 1 < text.count && text[$0 + 1] == 0x0A }
        if let o = opens.randomElement(using: &rng) { out.insert(contentsOf: Array("\n        print(1)".utf8), at: o + 1) }
        else { out.insert(0x20, at: at) }
    default:
        // A generated line edited: its marker goes, or a character of it.
        let marker = Array("// stubble".utf8)
        let hits = text.indices.filter { $0 + marker.count <= text.count && text[$0..<($0 + marker.count)].elementsEqual(marker) }
        if let h = hits.randomElement(using: &rng) { out.remove(at: h > 2 ? h - 2 : h) }
        else { out.insert(0x20, at: at) }
    }
    return out
}

@Suite struct IncrementalTests {
    /// `lsp-bench.py`'s file in small: `count` stubbed classes, the first one stale (a parameter added).
    static func roster(_ count: Int) throws -> [UInt8] {
        let expected = String(decoding: try #require(try Fixture("method-async-throws").expected()), as: UTF8.self)
        let parts = expected.components(separatedBy: "// @Stubbable\n")
        var text = parts[0]
        for i in 0..<count { text += "// @Stubbable\n" + parts[1].replacingOccurrences(of: "RosterService", with: "RosterService\(i)") }
        let first = try #require(text.range(of: "func fetchStudents(in course: String)"))
        return Array(text.replacingCharacters(in: first, with: "func fetchStudents(in course: String, year: Int)").utf8)
    }

    /// The engine fixtures' inputs and expected outputs, and a file of many stubbed classes, one stale.
    static func texts() throws -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        for name in fixtureNames() {
            let fixture = try Fixture(name)
            out.append((name + "/input.swift", fixture.input))
            if let expected = try fixture.expected() { out.append((name + "/expected.swift", expected)) }
        }
        out.append(("six stubbed classes, one stale", try roster(6)))
        return out
    }
    /// Along seeded sequences of `edit` on every text: the findings and actions of the analysis made with the
    /// version before and of the fresh one, compared after each edit.
    /// `withGeneratedCodeOnly`: only the texts that hold generated code.
    static func compareAlong(_ edit: ([UInt8], inout SeededGenerator) -> [UInt8], seed: UInt64 = 0, withGeneratedCodeOnly: Bool = false) throws
        -> (failures: [String], reusedExpansions: Int, reusedRefreshes: Int, versions: Int) {
        var reusedExpansions = 0, reusedRefreshes = 0, versions = 0
        var failures: [String] = []
        for (index, (name, original)) in try Self.texts().enumerated()
        where !withGeneratedCodeOnly || Stubbing.contains(original, Array("stubble".utf8)) {
            var rng = SeededGenerator(state: UInt64(index) &* 7919 &+ 17 &+ seed)
            let first = Engine.Analysis(original, incremental: true)
            _ = Engine.diagnose(first)
            var previous = first
            var text = original
            for step in 0..<8 {
                text = step == 5 ? original : edit(text, &rng)
                let incremental = Engine.Analysis(text, previous: previous)
                let fresh = Engine.Analysis(text)
                let found = Engine.diagnose(incremental)
                versions += 1
                reusedExpansions += incremental.reusedExpansions
                reusedRefreshes += incremental.reusedRefreshes
                if found != Engine.diagnose(fresh) {
                    failures.append("\(name), edit \(step + 1): findings differ\n--- text\n\(String(decoding: text, as: UTF8.self))")
                    break
                }
                for _ in 0..<1 {
                    let at = Int.random(in: 0...text.count, using: &rng)
                    if Engine.actions(incremental, at: at..<at) != Engine.actions(fresh, at: at..<at) {
                        failures.append("\(name), edit \(step + 1): actions at \(at) differ\n--- text\n\(String(decoding: text, as: UTF8.self))")
                    }
                }
                previous = incremental
            }
        }
        return (failures, reusedExpansions, reusedRefreshes, versions)
    }

    @Test func randomEditsGiveTheFindingsAndActionsOfAFreshAnalysis() throws {
        let (failures, reusedExpansions, reusedRefreshes, versions) = try Self.compareAlong(randomEdit)
        #expect(failures.isEmpty, "\(failures.count) sequences differ; the first: \(failures.first ?? "")")
        // The comparison means something only if the reuse happened.
        #expect(reusedExpansions > 0, "expansions reused: \(reusedExpansions) over \(versions) versions")
        #expect(reusedRefreshes > 0, "refresh fixes reused: \(reusedRefreshes)")
    }

    /// Edits that change how the rest of the text lexes (`lexingEdit`: a comment or a multi-line string opened
    /// that swallows later declarations, CRLF, edits where one top-level declaration meets the next): the marker
    /// scan made with the version before's (`Markers.strip(_:after:_:common:)`) must see what a whole scan sees.
    /// (On the texts with generated code: a text without is scanned by a byte search alone.)
    @Test func editsThatChangeHowTheRestLexesGiveTheFindingsAndActionsOfAFreshAnalysis() throws {
        let (failures, reusedExpansions, _, versions) = try Self.compareAlong(lexingEdit, seed: 1, withGeneratedCodeOnly: true)
        #expect(failures.isEmpty, "\(failures.count) sequences differ; the first: \(failures.first ?? "")")
        #expect(reusedExpansions > 0, "expansions reused: \(reusedExpansions) over \(versions) versions")
    }

    /// A keystroke in one method's body of a file of stubbed classes re-expands only that class: every other
    /// declaration's expansion, and the stale class's refresh fix, come from the version before.
    @Test func aKeystrokeInABodyReexpandsOnlyItsClass() throws {
        let text = try Self.roster(20)
        let first = Engine.Analysis(text, incremental: true)
        let before = Engine.diagnose(first)
        #expect(before.map(\.code) == ["stubble.outOfDate"])
        // A space typed in the 10th class's method body.
        let line = Array("// make an HTTP request".utf8)
        let starts = text.indices.filter { text[$0...].starts(with: line) }
        var edited = text
        edited.insert(0x20, at: starts[9])
        let next = Engine.Analysis(edited, previous: first)
        #expect(Engine.diagnose(next) == Engine.diagnose(Engine.Analysis(edited)))
        // Each class has one stubbed method; 19 of the 20 are taken as they were, the stale one's fix too.
        #expect(next.reusedExpansions == 19)
        #expect(next.reusedRefreshes == 1)
    }

    /// What a declaration's stubs read of the rest of the file (its facts: `ModuleFacts`) is taken from the version
    /// before for the top-level units an edit did not touch, and read afresh for the one it did. Each case edits
    /// one unit (a protocol's clause, a superclass's stored property) so that another unit's stubs, written for
    /// the text before, are out of date: facts kept from before would say they are not (checked by reusing
    /// every unit's facts: both cases fail).
    @Test func anEditInOneUnitChangesWhatAnotherUnitsStubsRead() throws {
        let cases: [(name: String, text: String, from: String, to: String)] = [
            ("a conformance", """
            protocol Record {}

            // @Stubbable
            class Store: Record {
                var name: String = ""
                func load() -> Int { return 0 }
            }

            """, "protocol Record {}", "protocol Record: Codable {}"),
            ("a stored property added", """
            class Base {
                var count = 0
            }

            // @Stubbable
            class Sub: Base {
                func load() -> Int { return 0 }
            }

            """, "    var _count = 0\n", "    var _count = 0\n    var load = 0\n"),
        ]
        for c in cases {
            let stubbed = Stubbing.addAllText(Array(c.text.utf8))
            let edited = Array(String(decoding: stubbed, as: UTF8.self).replacingOccurrences(of: c.from, with: c.to).utf8)
            #expect(edited.count != stubbed.count, "\(c.name): the edit applies")
            let first = Engine.Analysis(stubbed, incremental: true)
            #expect(Engine.diagnose(first).isEmpty, "\(c.name): the stubs are up to date before the edit")
            let fresh = Engine.diagnose(Engine.Analysis(edited))
            // The edit matters: a fresh analysis finds stubs out of date.
            #expect(!fresh.isEmpty, "\(c.name): the edit changes what the stubs should be")
            #expect(Engine.diagnose(Engine.Analysis(edited, previous: first)) == fresh, "\(c.name)")
        }
    }

    /// An edit that keeps the text's length (a character replaced) leaves every unit where it was: only the bytes
    /// the two versions share at their start and at their end (`Reuse.pairedUnits`) tell the edited unit apart.
    /// Its facts (a protocol's clause, which decides the coding keys of a class in another unit) must be read
    /// afresh: pairing units by their ranges alone keeps them (checked by dropping the common start's bound).
    /// (Expansions are kept only with the same digest, which holds every header, and the same spans of the
    /// current text: an edit of a header reuses none.)
    @Test func anEditOfTheSameLengthIsNotReadAsUnchanged() throws {
        let text = """
        protocol Record: Hashable {}

        // @Stubbable
        class Store: Record {
            var name: String = ""
            func load() -> Int { return 0 }
        }

        """
        let stubbed = Stubbing.addAllText(Array(text.utf8))
        let edited = Array(String(decoding: stubbed, as: UTF8.self)
            .replacingOccurrences(of: "protocol Record: Hashable {}", with: "protocol Record: Codable  {}").utf8)
        #expect(edited.count == stubbed.count && edited != stubbed, "the edit applies and keeps the length")
        let first = Engine.Analysis(stubbed, incremental: true)
        #expect(Engine.diagnose(first).isEmpty, "the stubs are up to date before the edit")
        let fresh = Engine.diagnose(Engine.Analysis(edited))
        #expect(!fresh.isEmpty, "the edit changes what the stubs should be")
        #expect(Engine.diagnose(Engine.Analysis(edited, previous: first)) == fresh)
    }
}
