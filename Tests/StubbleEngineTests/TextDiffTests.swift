import Testing
@testable import StubbleEngine

// The line diff every action's edits come from. Whatever the texts, its hunks turn the old lines into the
// new ones; where the new text is the old one with lines inserted (what adding stubs does), every hunk is a
// pure insertion at the right place, however many repeated lines the file has.

@Suite("TextDiff: hunks and edits")
struct TextDiffTests {
    /// A small deterministic generator (the syntax tests' LCG).
    struct LCG {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func lines(_ text: String) -> [ArraySlice<UInt8>] { TextDiff.lines(Array(text.utf8)) }

    /// The new lines rebuilt from the old ones and the hunks; also checks the hunks are ordered and disjoint.
    func rebuilt(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], _ hunks: [TextDiff.Hunk]) -> [ArraySlice<UInt8>]? {
        var out: [ArraySlice<UInt8>] = []
        var o = 0, n = 0
        for h in hunks {
            guard h.old.lowerBound >= o, h.new.lowerBound >= n, h.old.lowerBound - o == h.new.lowerBound - n else { return nil }
            out += a[o..<h.old.lowerBound]
            out += b[h.new]
            o = h.old.upperBound
            n = h.new.upperBound
        }
        guard a.count - o == b.count - n else { return nil }
        out += a[o...]
        return out
    }

    @Test func randomEditsAreReproducedExactly() {
        var rng = LCG(state: 42)
        let vocabulary = ["}", "{", "", "    var x: Int", "    func f() {}", "struct S {", "// stubble", "let a = 1"]
        for _ in 0..<400 {
            let a = (0..<rng.next(60)).map { _ in vocabulary[rng.next(vocabulary.count)] + "\n" }
            var b = a
            for _ in 0..<rng.next(12) {
                switch rng.next(3) {
                case 0: b.insert(vocabulary[rng.next(vocabulary.count)] + "\n", at: rng.next(b.count + 1))
                case 1: if !b.isEmpty { b.remove(at: rng.next(b.count)) }
                default: if !b.isEmpty { b[rng.next(b.count)] = "changed \(rng.next(5))\n" }
                }
            }
            let la = lines(a.joined()), lb = lines(b.joined())
            let hunks = TextDiff.hunks(la, lb)
            #expect(rebuilt(la, lb, hunks).map { $0.map(Array.init) } == lb.map(Array.init), "\(a) → \(b)")
            let edits = TextDiff.edits(from: Array(a.joined().utf8), to: Array(b.joined().utf8))
            #expect(TextDiff.apply(edits, to: Array(a.joined().utf8)) == Array(b.joined().utf8))
        }
    }

    @Test func insertionsIntoRepetitiveTextAreInsertionsEach() {
        // 3,000 structs of identical bodies, each getting two generated lines: 3,000 pure insertions.
        var old = "", new = ""
        for i in 0..<3_000 {
            let body = "    var a: Int = 0\n    var b: String = \"\"\n}\n\n"
            old += "struct S\(i) {\n" + body
            new += "struct S\(i) {\n    var _hook: (() -> Int)? = nil // stubble\n    let _stubs = Box() // stubble\n" + body
        }
        let hunks = TextDiff.hunks(lines(old), lines(new))
        #expect(hunks.count == 3_000)
        #expect(hunks.allSatisfy { $0.old.isEmpty && $0.new.count == 2 })
        #expect(rebuilt(lines(old), lines(new), hunks).map { $0.map(Array.init) } == lines(new).map(Array.init))
    }

    @Test func withNoLineInCommonTheWholeTextIsOneHunk() {
        let a = lines((0..<50).map { "a\($0)\n" }.joined()), b = lines((0..<70).map { "b\($0)\n" }.joined())
        #expect(TextDiff.hunks(a, b) == [TextDiff.Hunk(old: 0..<50, new: 0..<70)])
    }
    /// Lines added after the last line of a file, or removed from its end, are edited before its final line
    /// break, never at the end of the text: Neovim 0.12 applied an insertion there as the lines plus an empty one
    /// (a generated mock or mirror conformance after a file's last declaration left a blank line at its end).
    @Test func editsAtTheEndOfAFileEndBeforeItsLastLineBreak() {
        let old = Array("struct A {\n    var x: Int\n}\n".utf8)
        let added = Array("struct A {\n    var x: Int\n}\nextension A: CustomReflectable {} // stubble\n".utf8)
        let insert = TextDiff.edits(from: old, to: added)
        #expect(insert == [TextEdit(range: (old.count - 1)..<(old.count - 1), newText: "\nextension A: CustomReflectable {} // stubble")])
        #expect(TextDiff.apply(insert, to: old) == added)
        let remove = TextDiff.edits(from: added, to: old)
        #expect(remove.allSatisfy { $0.range.upperBound < added.count })
        #expect(TextDiff.apply(remove, to: added) == old)
        // A text that does not end with a line break is edited at its end: there is nothing else to do.
        let bare = Array("let a = 1".utf8), longer = Array("let a = 1\nlet b = 2".utf8)
        #expect(TextDiff.edits(from: bare, to: longer) == [TextEdit(range: bare.count..<bare.count, newText: "\nlet b = 2")])
    }
}
