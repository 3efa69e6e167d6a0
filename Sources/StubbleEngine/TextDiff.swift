// Line diff (Myers) between two texts, and minimal byte edits derived from it.

public enum TextDiff {
    /// One run of a line diff: lines `old` of the old text replaced by lines `new` of the new text.
    public struct Hunk: Equatable, Sendable {
        public var old: Range<Int>
        public var new: Range<Int>
    }

    /// Splits into lines, each keeping its "\n".
    public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var s = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            out.append(bytes[s...i]); s = i + 1
        }
        if s < bytes.count { out.append(bytes[s...]) }
        return out
    }

    /// The changed runs between two line arrays, in order.
    public static func hunks(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Hunk] {
        // Trim common prefix and suffix, then Myers on the middle.
        var pre = 0
        while pre < a.count, pre < b.count, a[pre] == b[pre] { pre += 1 }
        var suf = 0
        while suf < a.count - pre, suf < b.count - pre, a[a.count - 1 - suf] == b[b.count - 1 - suf] { suf += 1 }
        let x = Array(a[pre..<(a.count - suf)]), y = Array(b[pre..<(b.count - suf)])
        if x.isEmpty && y.isEmpty { return [] }
        if x.isEmpty || y.isEmpty { return [Hunk(old: pre..<(pre + x.count), new: pre..<(pre + y.count))] }
        // Hash lines to ints.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let xi = x.map { l -> Int in if let v = ids[l] { return v }; let v = ids.count; ids[l] = v; return v }
        let yi = y.map { l -> Int in if let v = ids[l] { return v }; let v = ids.count; ids[l] = v; return v }
        let n = xi.count, m = yi.count
        let maxD = n + m
        let offset = maxD
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var xx: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) { xx = v[offset + k + 1] }
                else { xx = v[offset + k - 1] + 1 }
                var yy = xx - k
                while xx < n, yy < m, xi[xx] == yi[yy] { xx += 1; yy += 1 }
                v[offset + k] = xx
                if xx >= n && yy >= m { found = true; break }
                k += 2
            }
            if found { break }
            if d > 20000 { break } // pathological: fall back to one hunk
        }
        if !found { return [Hunk(old: pre..<(pre + n), new: pre..<(pre + m))] }
        // Backtrack into a list of (x, y) snake points.
        var ops: [(Int, Int, Bool)] = [] // (x, y, isDeleteElseInsert) for each edit step, reversed
        var cx = n, cy = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let vv = trace[d]
            let k = cx - cy
            let prevK = (k == -d || (k != d && vv[offset + k - 1] < vv[offset + k + 1])) ? k + 1 : k - 1
            let px = vv[offset + prevK], py = px - prevK
            while cx > px && cy > py { cx -= 1; cy -= 1 }
            if prevK == k + 1 { ops.append((cx, cy - 1, false)); cy -= 1 } else { ops.append((cx - 1, cy, true)); cx -= 1 }
        }
        ops.reverse()
        // Group consecutive edits into hunks.
        var out: [Hunk] = []
        var i = 0
        // Walk the edit script: matching lines between edits are skipped.
        var ax = 0, by = 0
        while i < ops.count {
            let (ox, oy, _) = ops[i]
            // Advance over matches to the edit start.
            let startX = ops[i].2 ? ox : ox
            let startY = ops[i].2 ? oy : oy
            ax = startX; by = startY
            var ex = ax, ey = by
            while i < ops.count {
                let (px, py, del) = ops[i]
                if del { if px != ex || py != ey { break }; ex += 1 } else { if px != ex || py != ey { break }; ey += 1 }
                i += 1
            }
            out.append(Hunk(old: (pre + ax)..<(pre + ex), new: (pre + by)..<(pre + ey)))
        }
        return out
    }

    /// Minimal edits turning `old` into `new`: line hunks, each trimmed of common leading/trailing bytes.
    public static func edits(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        if old == new { return [] }
        let a = lines(old), b = lines(new)
        let hs = hunks(a, b)
        var edits: [TextEdit] = []
        for h in hs {
            let oStart = h.old.lowerBound < a.count ? a[h.old.lowerBound].startIndex : old.count
            let oEnd = h.old.isEmpty ? oStart : a[h.old.upperBound - 1].endIndex
            let nStart = h.new.lowerBound < b.count ? b[h.new.lowerBound].startIndex : new.count
            let nEnd = h.new.isEmpty ? nStart : b[h.new.upperBound - 1].endIndex
            var os = oStart, oe = oEnd, ns = nStart, ne = nEnd
            while os < oe, ns < ne, old[os] == new[ns] { os += 1; ns += 1 }
            while oe > os, ne > ns, old[oe - 1] == new[ne - 1] { oe -= 1; ne -= 1 }
            // Keep UTF-8 boundaries: never split a multi-byte character, of the old text or of the new one (the
            // new text is carried as a String, so a cut character would come back as U+FFFD; found by fuzzing).
            func continuation(_ bytes: [UInt8], _ i: Int) -> Bool { i < bytes.count && bytes[i] & 0xC0 == 0x80 }
            while os > oStart, ns > nStart, continuation(old, os) || continuation(new, ns) { os -= 1; ns -= 1 }
            while oe < oEnd, ne < nEnd, continuation(old, oe) || continuation(new, ne) { oe += 1; ne += 1 }
            if String(validating: new[ns..<ne], as: UTF8.self) == nil,
               let fine = byteEdits(old, os..<oe, new, ns..<ne) {
                // The span holds bytes that are not UTF-8 (the user's: we only write UTF-8), which a String
                // cannot carry: edit around them instead (found by fuzzing).
                edits += fine
            } else {
                edits.append(TextEdit(range: os..<oe, newText: String(decoding: new[ns..<ne], as: UTF8.self)))
            }
        }
        return edits
    }

    /// Edits turning `old[o]` into `new[n]` that leave their longest common subsequence of bytes in place, or
    /// nil when that is too costly or would still cut a character (each new text must be valid UTF-8).
    /// The bytes of `new` that are not UTF-8 are the user's (we only write UTF-8) and must stay in place, so a
    /// match of one outweighs any number of other matches: a plain longest common subsequence could prefer to
    /// align the text around them with a generated copy of it, leaving them to an edit's new text, where a
    /// String cannot carry them (found by fuzzing: a line holding such bytes moved below new hooks).
    static func byteEdits(_ old: [UInt8], _ o: Range<Int>, _ new: [UInt8], _ n: Range<Int>) -> [TextEdit]? {
        let rows = o.count, cols = n.count
        guard rows * cols <= 4_000_000 else { return nil }
        // weight[j]: what matching new[n.lowerBound + j] is worth. At most `rows` ordinary matches fit in any
        // alignment, so `rows + 1` for a byte that is not UTF-8 outweighs them all; totals stay under 2^31.
        let anchor = Int32(rows + 1)
        var weight = [Int32](repeating: 1, count: cols)
        for r in invalidUTF8Runs(new, n) { for k in r { weight[k - n.lowerBound] = anchor } }
        // best[i][j]: the heaviest common subsequence of old[o.lowerBound + i...] and new[n.lowerBound + j...].
        let width = cols + 1
        var best = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: cols - 1, through: 0, by: -1) {
                let skip = max(best[(i + 1) * width + j], best[i * width + j + 1])
                best[i * width + j] = old[o.lowerBound + i] == new[n.lowerBound + j]
                    ? max(skip, best[(i + 1) * width + j + 1] + weight[j])
                    : skip
            }
        }
        var edits: [TextEdit] = []
        var i = 0, j = 0
        var pending: (oldStart: Int, newStart: Int)? = nil
        func flush() -> Bool {
            guard let p = pending else { return true }
            pending = nil
            guard let text = String(validating: new[(n.lowerBound + p.newStart)..<(n.lowerBound + j)], as: UTF8.self) else { return false }
            edits.append(TextEdit(range: (o.lowerBound + p.oldStart)..<(o.lowerBound + i), newText: text))
            return true
        }
        while i < rows || j < cols {
            if i < rows, j < cols, old[o.lowerBound + i] == new[n.lowerBound + j],
               best[i * width + j] == best[(i + 1) * width + j + 1] + weight[j] {
                guard flush() else { return nil }
                i += 1; j += 1
            } else {
                if pending == nil { pending = (i, j) }
                if j < cols, i == rows || best[i * width + j + 1] >= best[(i + 1) * width + j] { j += 1 } else { i += 1 }
            }
        }
        guard flush() else { return nil }
        return edits
    }

    /// The runs of `bytes[r]` that are not part of a well-formed UTF-8 character, in order (as the standard
    /// library's UTF-8 decoder finds them).
    static func invalidUTF8Runs(_ bytes: [UInt8], _ r: Range<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[r].makeIterator()
        var i = r.lowerBound
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let scalar):
                i += scalar.count
            case .error(let length):
                if let last = runs.last, last.upperBound == i { runs[runs.count - 1] = last.lowerBound..<(i + length) }
                else { runs.append(i..<(i + length)) }
                i += length
            case .emptyInput:
                return runs
            }
        }
    }

    /// Applies non-overlapping edits (any order) to a text.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for e in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let lo = max(cursor, min(e.range.lowerBound, bytes.count)), hi = max(lo, min(e.range.upperBound, bytes.count))
            out.append(contentsOf: bytes[cursor..<lo])
            out.append(contentsOf: Array(e.newText.utf8))
            cursor = hi
        }
        out.append(contentsOf: bytes[cursor..<bytes.count])
        return out
    }
}
