import Foundation
import Testing
@testable import StubbleEngine

// The marker scan of a version made with the scan of the version before (`Markers.strip(_:after:_:common:)`: it
// lexes and scans again only the part of the text between two places where it knows the lexer's state) must
// give the pieces and the original of the whole scan (`Markers.strip(_:)`), byte for byte. The edits here are
// those that change how the rest of the file lexes: a comment or a string opened or closed that swallows later
// top-level declarations, a regex, a line break or CRLF, a line made generated or no longer, edits at the line
// where one top-level declaration ends and the next begins. Each sequence chains the scans (each made with the
// one before, as the server does), so what a scan leaves for the next one is checked too.

/// One edit that may change how the text after it lexes or is read as generated.
func lexingEdit(_ text: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
    guard !text.isEmpty else { return Array("x".utf8) }
    let at = Int.random(in: 0...text.count, using: &rng)
    let lineStarts = [0] + text.indices.filter { text[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < text.count }
    let lineStart = lineStarts.randomElement(using: &rng)!
    // Where one top-level declaration ends and the next begins: a line that is `}` alone, or the lines after it.
    let boundaries = lineStarts.filter { text[$0] == 0x7D || ($0 >= 2 && text[$0 - 2] == 0x7D) } + [0]
    let boundary = boundaries.randomElement(using: &rng)!
    var out = text
    func insert(_ s: String, _ at: Int) { out.insert(contentsOf: Array(s.utf8), at: at) }
    switch Int.random(in: 0..<14, using: &rng) {
    case 0: insert("/*", at)
    case 1: insert("*/", at)
    case 2: insert("\"\"\"\n", lineStart)
    case 3: insert("\"", at)
    case 4: insert(["x", "\n", "// c\n", "/* c */", "}\n", "@A ", "\"\"\"", "/*", " // stubble"].randomElement(using: &rng)!, boundary)
    case 5:
        // CRLF: a line break becomes two bytes, or one loses its carriage return.
        if let cr = text.indices.filter({ text[$0] == 0x0D }).randomElement(using: &rng), Bool.random(using: &rng) { out.remove(at: cr) }
        else if lineStart > 0 { out.insert(0x0D, at: lineStart - 1) }
    case 6: insert([" /a/", "#/\n", "/", "#\"", "`"].randomElement(using: &rng)!, at)
    case 7:
        // Two lines joined (a generated line with the user's, maybe).
        if lineStart > 0 { out.remove(at: lineStart - 1) }
    case 8:
        // A line made generated.
        var end = lineStart
        while end < text.count, text[end] != 0x0A { end += 1 }
        insert(" // stubble", end)
    case 9: insert(["var ", "_", "@objc ", ",\n", "{\n"].randomElement(using: &rng)!, at)
    case 10:
        // A line deleted.
        var end = lineStart
        while end < text.count, text[end] != 0x0A { end += 1 }
        out.removeSubrange(lineStart..<min(end + 1, text.count))
    case 11: insert("/*stubble:*/", at)
    default: return randomEdit(text, &rng)
    }
    return out
}

@Suite struct IncrementalStripTests {
    static func same(_ a: StrippedFile, _ b: StrippedFile) -> Bool {
        a.original == b.original && a.pieces.count == b.pieces.count
            && zip(a.pieces, b.pieces).allSatisfy { $0.current == $1.current && $0.insertion == $1.insertion }
    }

    /// The texts: every engine fixture's input and expected output (those with generated code are used), a file of
    /// many stubbed classes, and the same with CRLF line breaks.
    static func texts() throws -> [(String, [UInt8])] {
        var out = try IncrementalTests.texts()
        let roster = try IncrementalTests.roster(12)
        out.append(("twelve stubbed classes", roster))
        out.append(("twelve stubbed classes, CRLF", Array(String(decoding: roster, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)))
        return out
    }

    @Test(arguments: [0, 200, Markers.Memo.spacing])
    func aScanMadeWithTheOneBeforeIsTheWholeScan(spacing: Int) throws {
        var failures: [String] = []
        var incremental = 0, versions = 0
        // (Only texts with generated code: one without is scanned by a byte search alone.)
        for (index, (name, original)) in try Self.texts().enumerated() where Stubbing.contains(original, Array("stubble".utf8)) {
            var rng = SeededGenerator(state: UInt64(index) &* 104_729 &+ UInt64(spacing) &+ 3)
            var text = original
            var before = Markers.strip(text, spacing: spacing)
            for step in 0..<12 {
                let next = lexingEdit(text, &rng)
                let whole = Markers.strip(next, spacing: spacing)
                let made = Markers.strip(next, after: text, before, common: Stubbing.Reuse.common(text, next), spacing: spacing)
                versions += 1
                if let made {
                    incremental += 1
                    if !Self.same(made, whole) {
                        failures.append("\(name), edit \(step + 1), spacing \(spacing)\n--- before\n\(String(decoding: text, as: UTF8.self))\n--- after\n\(String(decoding: next, as: UTF8.self))")
                        break
                    }
                }
                text = next
                before = made ?? whole
            }
        }
        #expect(failures.isEmpty, "\(failures.count) sequences differ; the first: \(failures.first ?? "")")
        // The comparison means something only if many scans were made with the one before: more than two fifths
        // of the versions with places to resume every line or every 200 bytes, a quarter with them 1024 bytes apart
        // (a small fixture has one or two). The rest are scanned whole: an edit may open a comment or a string that
        // runs to the end (and the sequence goes on inside it), or come after the last place.
        #expect(incremental * (spacing == Markers.Memo.spacing ? 4 : 5) > versions * (spacing == Markers.Memo.spacing ? 1 : 2),
                "made with the scan before: \(incremental) of \(versions)")
    }

    /// A keystroke in the middle of a file of stubbed classes is scanned with the scan before (it finds places
    /// to resume on both sides of the change).
    @Test func aKeystrokeInAFileOfStubbedClassesIsScannedWithTheScanBefore() throws {
        let text = try IncrementalTests.roster(20)
        let first = Markers.strip(text)
        #expect(first.memo.syncs.count > 5)
        var edited = text
        let middle = text.count / 2
        let at = (middle..<text.count).first { text[$0] == 0x0A }! + 1
        edited.insert(0x20, at: at)
        let made = try #require(Markers.strip(edited, after: text, first, common: Stubbing.Reuse.common(text, edited)))
        #expect(Self.same(made, Markers.strip(edited)))
    }

    /// A change on a line before the token where the old lexer's state would be met again (a comment that opens
    /// an inline fragment whose closer comes later on that line, after the token): the place is not taken, the
    /// line is scanned with the change (taking it left the fragment out: checked by dropping that rule).
    @Test func aChangeBeforeAPlaceToResumeOnItsLineIsScannedWithThatLine() throws {
        let text = Array("""
        // mentions stubble
        func f() -> Int {
            let a = 1
            return /*:stubble*/ a
        }
        func g() {}

        """.utf8)
        let before = Markers.strip(text, spacing: 0)
        let at = try #require((0..<text.count).first { text[$0...].starts(with: Array("return".utf8)) })
        var edited = text
        edited.insert(contentsOf: Array("/*stubble:*/".utf8), at: at)
        let whole = Markers.strip(edited, spacing: 0)
        #expect(whole.pieces.count == 1, "the edit makes a fragment")
        let made = try #require(Markers.strip(edited, after: text, before, common: Stubbing.Reuse.common(text, edited), spacing: 0))
        #expect(Self.same(made, whole))
    }
}
