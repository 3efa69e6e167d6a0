#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The form a file's text has on disk that the engine does not read: a UTF-8 byte-order mark and CR line
// breaks. Front ends hand the engine the plain text (no mark, every line break "\n") and take its results
// back to the file's own form with `PlainText`: offsets map both ways, and an edited plain text gets the
// file's line breaks back line by line, so the user's lines keep theirs and generated lines take the
// file's usual one.

/// A file's bytes as they are (`raw`) and as the engine reads them (`plain`).
public struct PlainText: Sendable {
    /// The file as it is.
    public let raw: [UInt8]
    /// The file without its byte-order mark, every "\r\n" and lone "\r" made "\n".
    public let plain: [UInt8]
    /// The file starts with a UTF-8 byte-order mark (EF BB BF).
    public let hasByteOrderMark: Bool
    /// The line break the file uses most ("\n" when it has none, or on a tie with "\n"); lines the
    /// engine writes take it.
    public let lineBreak: String
    /// Offsets in `plain` of the "\n"s that stand for "\r\n", ascending.
    let crlf: [Int]
    /// How each line of `plain` ends in `raw`, one entry per line of `TextDiff.lines(plain)` (empty when the
    /// file is plain: `restore` never reads it then).
    let endings: [Ending]

    enum Ending: UInt8, Sendable { case lf, crlf, cr, none }

    /// Whether `raw` and `plain` are the same bytes (no mark, no "\r"): every conversion is then the identity.
    public let isPlain: Bool

    public init(_ raw: [UInt8]) {
        self.raw = raw
        let bom = raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF
        hasByteOrderMark = bom
        // The common case, asked on every request the server gets: one scan, no copy, nothing allocated.
        guard bom || PlainText.containsCarriageReturn(raw) else {
            plain = raw
            crlf = []
            endings = []
            isPlain = true
            lineBreak = "\n"
            return
        }
        isPlain = false
        var plain: [UInt8] = []
        plain.reserveCapacity(raw.count)
        var crlf: [Int] = []
        var endings: [Ending] = []
        var counts = (lf: 0, crlf: 0, cr: 0)
        var i = bom ? 3 : 0
        while i < raw.count {
            let b = raw[i]
            if b == 0x0D {
                if i + 1 < raw.count && raw[i + 1] == 0x0A {
                    crlf.append(plain.count)
                    endings.append(.crlf)
                    counts.crlf += 1
                    i += 2
                } else {
                    endings.append(.cr)
                    counts.cr += 1
                    i += 1
                }
                plain.append(0x0A)
                continue
            }
            if b == 0x0A { endings.append(.lf); counts.lf += 1 }
            plain.append(b)
            i += 1
        }
        if !plain.isEmpty && plain.last != 0x0A { endings.append(.none) }
        self.plain = plain
        self.crlf = crlf
        self.endings = endings
        if counts.crlf > counts.lf && counts.crlf >= counts.cr { lineBreak = "\r\n" }
        else if counts.cr > counts.lf && counts.cr > counts.crlf { lineBreak = "\r" }
        else { lineBreak = "\n" }
    }

    /// Whether the bytes have a `\r`, by `memchr` (`Array.contains` went byte by byte: a thirtieth of
    /// `mock --all`, which reads each file it writes twice).
    static func containsCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { b in
            guard let base = b.baseAddress else { return false }
            return memchr(base, 0x0D, b.count) != nil
        }
    }

    /// The offset in `raw` of an offset in `plain`.
    public func rawOffset(_ p: Int) -> Int {
        let p = max(0, min(p, plain.count))
        return p + (hasByteOrderMark ? 3 : 0) + countBefore(p)
    }

    /// The offset in `plain` of an offset in `raw` (inside the mark: 0; between "\r" and "\n": that line break).
    public func plainOffset(_ r: Int) -> Int {
        let r = max(0, min(r, raw.count) - (hasByteOrderMark ? 3 : 0))
        // The k-th "\r\n" starts at `crlf[k] + k` in `raw` without the mark; find how many end before r.
        var lo = 0, hi = crlf.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if crlf[mid] + mid + 2 <= r { lo = mid + 1 } else { hi = mid }
        }
        if lo < crlf.count && crlf[lo] + lo + 1 == r { return crlf[lo] }
        return r - lo
    }

    /// Range in `plain` → range in `raw`.
    public func rawRange(_ r: Range<Int>) -> Range<Int> {
        let lower = rawOffset(r.lowerBound)
        return lower..<max(lower, rawOffset(r.upperBound))
    }

    /// Range in `raw` → range in `plain`.
    public func plainRange(_ r: Range<Int>) -> Range<Int> {
        let lower = plainOffset(r.lowerBound)
        return lower..<max(lower, plainOffset(r.upperBound))
    }

    /// Number of "\r\n"s whose "\n" in `plain` is before `p`.
    private func countBefore(_ p: Int) -> Int {
        var lo = 0, hi = crlf.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if crlf[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// An edited `plain` in the file's own form: the mark back in front, and line breaks restored line by
    /// line. Lines the edit left alone keep their break; in a changed run, the user's lines take the breaks
    /// of the user's lines they replace, in order, and generated lines (those with a `// stubble` marker)
    /// and any extra line take `lineBreak`. So removing what was added gives back `raw` byte for byte.
    public func restore(_ edited: [UInt8]) -> [UInt8] {
        if isPlain { return edited }
        let old = TextDiff.lines(plain), new = TextDiff.lines(edited)
        var out: [UInt8] = hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        out.reserveCapacity(edited.count + edited.count / 16 + 3)
        let usual: Ending = lineBreak == "\r\n" ? .crlf : lineBreak == "\r" ? .cr : .lf
        func append(_ line: ArraySlice<UInt8>, _ ending: Ending?) {
            guard line.last == 0x0A else { out += line; return }
            out += line.dropLast()
            // A line with a break where the file had none (the last line, with lines written after it) takes the
            // file's usual one.
            switch ending == Ending.none ? usual : (ending ?? .lf) {
            case .lf, .none: out.append(0x0A)
            case .crlf: out += [0x0D, 0x0A]
            case .cr: out.append(0x0D)
            }
        }
        func isGenerated(_ line: ArraySlice<UInt8>) -> Bool { Stubbing.contains(Array(line), Self.marker) }
        var o = 0, n = 0
        for hunk in TextDiff.hunks(old, new) {
            while o < hunk.old.lowerBound { append(new[n], endings[o]); o += 1; n += 1 }
            var users = hunk.old.filter { !isGenerated(old[$0]) }.map { endings[$0] }[...]
            for k in hunk.new {
                if isGenerated(new[k]) { append(new[k], usual) }
                else { append(new[k], users.popFirst() ?? usual) }
            }
            o = hunk.old.upperBound
            n = hunk.new.upperBound
        }
        while n < new.count { append(new[n], o < endings.count ? endings[o] : usual); o += 1; n += 1 }
        return out
    }

    /// Edits of `plain` → edits of `raw` with the same effect in the file's own form (`restore`).
    public func rawEdits(_ edits: [TextEdit]) -> [TextEdit] {
        if isPlain || edits.isEmpty { return edits }
        return TextDiff.edits(from: raw, to: restore(TextDiff.apply(edits, to: plain)))
    }

    static let marker = Array("// stubble".utf8)
}
