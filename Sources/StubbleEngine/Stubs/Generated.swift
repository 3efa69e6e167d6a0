// Recognising generated code, so it can be removed exactly and compared with a fresh expansion.
//
// The marker scheme (the one contract between what we write and what we read back):
//  * A generated LINE ends with the line comment `// stubble`. The whole line, newline included, is ours.
//  * A generated INLINE fragment (used only where a line cannot be inserted, e.g. one-line bodies)
//    is `/*stubble:*/` + code + `/*:stubble*/`, all ours.
//  * A stubbed stored property keeps the user's declaration as its backing storage, renamed by a
//    leading `_`. The group of generated lines right before it contains the computed property's header
//    `var NAME: Type { // stubble`; the `_` of `_NAME` in the next declaration is ours.
// Everything else in the file is the user's, byte for byte. The original text is the file with every
// generated piece taken out; the expanded text is the original with pieces inserted.

import StubbleSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated piece: `text` inserted at offset `sPos` of the original (stripped) text.
struct Insertion: Equatable, Sendable {
    var sPos: Int
    var text: String
    /// For a remote piece (lines ending with `// stubble: FILE`): the name of the file it belongs to.
    var owner: String? = nil

    /// The position of a piece that goes into another file (see CrossFile.swift).
    static let remote = -1
}

struct StrippedFile: Sendable {
    /// The file with every generated piece removed: the user's original text.
    var original: [UInt8]
    /// The pieces found, in order, each with its range in the current text.
    var pieces: [(current: Range<Int>, insertion: Insertion)]

    /// Maps an offset in the current text to the original text.
    func originalOffset(_ c: Int) -> Int {
        var removed = 0
        for piece in pieces {
            if piece.current.upperBound <= c { removed += piece.current.count }
            else if piece.current.lowerBound < c { removed += c - piece.current.lowerBound }
            else { break }
        }
        return max(0, c - removed)
    }
}

enum Markers {
    static let line = "// stubble"
    /// A generated line that belongs to another file: `// stubble: Roster+Count.swift`.
    static let remotePrefix = "// stubble: "
    static let inlineOpen = "/*stubble:*/"
    static let inlineClose = "/*:stubble*/"

    static func strip(_ bytes: [UInt8]) -> StrippedFile {
        // Every marker spells "stubble": a file without it has no generated code and needs no parse.
        guard Stubbing.contains(bytes, Array("stubble".utf8)) else { return StrippedFile(original: bytes, pieces: []) }
        let file = TokenStream(bytes)
        let tokens = file.tokens
        // Comments (in trivia, so never inside a string literal), in order.
        var comments: [Comment] = []
        for t in tokens {
            for r in [t.leadingTriviaRange, t.trailingTriviaRange] where r.count >= 2 && bytes[r].contains(0x2F) {
                comments += file.comments(in: r)
            }
        }
        var ranges: [Range<Int>] = []
        // Generated lines, as groups of consecutive lines.
        var groups: [Range<Int>] = []
        let lineMarker = Array(line.utf8)
        let openMarker = Array(inlineOpen.utf8), closeMarker = Array(inlineClose.utf8)
        func spells(_ c: Comment, _ marker: [UInt8]) -> Bool {
            c.range.count == marker.count && bytes[c.range].elementsEqual(marker)
        }
        var lastLineRangeEnd = -1
        // Remote lines (another file's hooks), with the name of that file.
        var owners: [Int: String] = [:]
        let remoteMarker = Array(remotePrefix.utf8)
        for c in comments where c.kind == .line && c.range.count > remoteMarker.count && bytes[c.range].starts(with: remoteMarker) {
            let owner = String(decoding: bytes[(c.start + remoteMarker.count)..<c.end], as: UTF8.self).trimmingSpaces
            guard !owner.isEmpty else { continue }
            var ls = c.start
            while ls > 0, bytes[ls - 1] != 0x0A { ls -= 1 }
            var le = c.end
            if le < bytes.count, bytes[le] == 0x0D { le += 1 }
            if le < bytes.count, bytes[le] == 0x0A { le += 1 }
            ranges.append(ls..<le)
            owners[ls] = owner
        }
        for c in comments where c.kind == .line && spells(c, lineMarker) {
            var ls = c.start
            while ls > 0, bytes[ls - 1] != 0x0A { ls -= 1 }
            var le = c.end
            if le < bytes.count, bytes[le] == 0x0D { le += 1 }
            if le < bytes.count, bytes[le] == 0x0A { le += 1 }
            let r = ls..<le
            if ls == lastLineRangeEnd, let last = groups.last {
                groups[groups.count - 1] = last.lowerBound..<le
            } else {
                groups.append(r)
            }
            lastLineRangeEnd = le
            ranges.append(r)
        }
        // Inline fragments, outside generated lines (`groups` are sorted and disjoint).
        func inGeneratedLine(_ o: Int) -> Bool { range(containing: o, in: groups) != nil }
        var k = 0
        while k < comments.count {
            let c = comments[k]
            if c.kind == .block, spells(c, openMarker), !inGeneratedLine(c.start) {
                // The closing marker: a later comment on the same line. Generated fragments never nest, so an
                // opening marker met first leaves this one unmatched (the user's text): taking the later closer
                // would read a damaged `/*stubble:*//*}...` as generated once a refresh had written a fragment
                // after it, and not before (found by fuzzing: refresh after refresh was not a no-op).
                var j = k + 1
                while j < comments.count, !bytes[c.end..<comments[j].start].contains(0x0A) {
                    if comments[j].kind == .block, spells(comments[j], closeMarker) || spells(comments[j], openMarker) { break }
                    j += 1
                }
                if j < comments.count, comments[j].kind == .block, spells(comments[j], closeMarker),
                   !bytes[c.end..<comments[j].start].contains(0x0A) {
                    ranges.append(c.start..<comments[j].end)
                    k = j + 1
                    continue
                }
            }
            k += 1
        }
        // Renamed backing storage after a group holding a property header.
        // Generated code (whole lines, ours and other files', and inline fragments), sorted and merged: the
        // declaration a group's header belongs to is the first code after the group that is not itself generated.
        // A line moved in between (a remote `// stubble: FILE` line, or a later group) must not hide it, or the
        // storage's `_` is read as the user's and every refresh adds one more (found by fuzzing: `_x` -> `__x`).
        var generated: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = generated.last, r.lowerBound <= last.upperBound {
                generated[generated.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                generated.append(r)
            }
        }
        /// The index of the first token starting at or after `offset`.
        func firstToken(from offset: Int) -> Int {
            var lo = 0, hi = tokens.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        for g in groups {
            let names = propertyHeaderNames(bytes: bytes, in: g)
            guard !names.isEmpty else { continue }
            // The first token after the group that is not generated (comments between are trivia), then past
            // attributes and modifiers to `var`/`let`.
            var j = firstToken(from: g.upperBound)
            while j < tokens.count, let skipped = range(containing: tokens[j].start, in: generated) { j = firstToken(from: skipped.upperBound) }
            var sawKeyword = false
            var depth = 0
            var previous = ""
            while j < tokens.count, tokens[j].kind != .endOfFile {
                let t = tokens[j]
                if sawKeyword {
                    // The declaration's bindings: `_name` right after `var`/`let` or a top-level comma. They end at a
                    // line break, unless the line ends with that comma (`var _a: Int = 1,` / `    _b: Int = 2`).
                    if depth == 0 && t.isAtLineStart && previous != "," { break }
                    switch t.kind {
                    case .leftParen, .leftSquare, .leftBrace: depth += 1
                    case .rightParen, .rightSquare, .rightBrace: depth -= 1
                    case .identifier where depth == 0 && (previous == "var" || previous == "let" || previous == ","):
                        let s = file.text(t.range)
                        if s.hasPrefix("_"), names.contains(String(s.dropFirst())) { ranges.append(t.start..<(t.start + 1)) }
                        // A backticked name keeps its backticks, the `_` inside them: `` `_default` ``.
                        if s.hasPrefix("`_"), names.contains("`" + s.dropFirst(2)) { ranges.append((t.start + 1)..<(t.start + 2)) }
                    default: break
                    }
                    if depth < 0 { break }
                    previous = file.text(t.range)
                    j += 1
                    continue
                }
                switch t.kind {
                case .atSign, .period, .identifier:
                    j += 1; continue
                case .keyword:
                    if t.keyword == .var || t.keyword == .let { sawKeyword = true; previous = file.text(t.range) }
                    j += 1; continue
                case .leftParen:
                    // attribute or modifier arguments
                    var parens = 0
                    while j < tokens.count, tokens[j].kind != .endOfFile {
                        if tokens[j].kind == .leftParen { parens += 1 }
                        else if tokens[j].kind == .rightParen { parens -= 1; if parens == 0 { j += 1; break } }
                        j += 1
                    }
                    continue
                default:
                    break
                }
                break
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        // Drop overlaps (an inline fragment inside a generated line was already excluded).
        var merged: [Range<Int>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound < last.upperBound { continue }
            merged.append(r)
        }
        // Generated lines that end the file with no line break after them were written after a last line that
        // had none (`Analysis.insert`): the line break before them is theirs, and the piece is read as the lines
        // with their line break at the end, as they are written anywhere else.
        var rotatedAtEnd = false
        if bytes.last != 0x0A, let last = merged.last, last.upperBound == bytes.count {
            var k = merged.count - 1
            while k > 0, merged[k - 1].upperBound == merged[k].lowerBound { k -= 1 }
            let lb = merged[k].lowerBound
            if lb >= 2, k == 0 || merged[k - 1].upperBound < lb - 1, bytes[lb - 1] == 0x0A, bytes[lb - 2] != 0x0D, bytes[lb - 2] != 0x0A,
               merged[k...].allSatisfy({ owners[$0.lowerBound] == nil && range(containing: $0.lowerBound, in: groups) != nil }) {
                merged[k] = (lb - 1)..<merged[k].upperBound
                rotatedAtEnd = true
            }
        }
        var original: [UInt8] = []
        original.reserveCapacity(bytes.count)
        var pieces: [(current: Range<Int>, insertion: Insertion)] = []
        var cursor = 0
        for r in merged {
            original.append(contentsOf: bytes[cursor..<r.lowerBound])
            let text = String(decoding: bytes[r], as: UTF8.self)
            let owner = owners[r.lowerBound]
            // Consecutive pieces at one original offset are one insertion (of one owner).
            if let last = pieces.last, last.current.upperBound == r.lowerBound, last.insertion.owner == owner {
                pieces[pieces.count - 1] = (last.current.lowerBound..<r.upperBound,
                                            Insertion(sPos: last.insertion.sPos, text: last.insertion.text + text, owner: owner))
            } else {
                pieces.append((r, Insertion(sPos: original.count, text: text, owner: owner)))
            }
            cursor = r.upperBound
        }
        original.append(contentsOf: bytes[cursor..<bytes.count])
        if rotatedAtEnd, let last = pieces.last {
            pieces[pieces.count - 1].insertion.text = String(last.insertion.text.dropFirst()) + "\n"
        }
        return StrippedFile(original: original, pieces: pieces)
    }

    /// The range of `sorted` (sorted, disjoint) that holds offset `o`, found by binary search.
    static func range(containing o: Int, in sorted: [Range<Int>]) -> Range<Int>? {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].upperBound <= o { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo].contains(o) ? sorted[lo] : nil
    }

    /// In a group of generated lines: the names of computed property headers `var NAME ... { // stubble`.
    static func propertyHeaderNames(bytes: [UInt8], in g: Range<Int>) -> Set<String> {
        // Per line of the group: a line whose code (before a trailing " // stubble") ends with "{" and
        // has the word `var` names the word after it (words split at spaces, tabs and colons).
        // Bytes, not Strings: this runs for every generated group of every file `check` reads.
        var out = Set<String>()
        let marker = Array((" " + Markers.line).utf8)
        func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x3A || b == 0x09 }
        var ls = g.lowerBound
        while ls < g.upperBound {
            // (The line's end found by `memchr`: every generated line of the file passes here on each version.)
            let le = bytes.withUnsafeBufferPointer { b in
                memchr(b.baseAddress! + ls, 0x0A, g.upperBound - ls).map { UnsafeRawPointer(b.baseAddress!).distance(to: UnsafeRawPointer($0)) } ?? g.upperBound
            }
            var end = le
            if end - ls >= marker.count, bytes[(end - marker.count)..<end].elementsEqual(marker) { end -= marker.count }
            if end > ls, bytes[end - 1] == 0x7B {
                // Words of ls..<end: find `var`, take the next word.
                var i = ls, sawVar = false
                while i < end {
                    while i < end, isSeparator(bytes[i]) { i += 1 }
                    let ws = i
                    while i < end, !isSeparator(bytes[i]) { i += 1 }
                    guard i > ws else { break }
                    if sawVar { out.insert(String(decoding: bytes[ws..<i], as: UTF8.self)); break }
                    if i - ws == 3, bytes[ws] == 0x76, bytes[ws + 1] == 0x61, bytes[ws + 2] == 0x72 { sawVar = true }
                }
            }
            ls = le + 1
        }
        return out
    }
}
