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

    /// The lines of `bytes[range]` (which starts at a line start), each keeping its "\n", as slices of `bytes`.
    static func lines(_ bytes: [UInt8], _ range: Range<Int>) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var s = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == 0x0A { out.append(bytes[s...i]); s = i + 1 }
            i += 1
        }
        if s < range.upperBound { out.append(bytes[s..<range.upperBound]) }
        return out
    }

    /// Where the two texts' common whole lines end at the start (`head`, the same offset in both) and begin at
    /// the end (`oldTail`, `newTail`; from there both texts are the same lines), not overlapping `head`.
    static func commonLines(_ old: [UInt8], _ new: [UInt8]) -> (head: Int, oldTail: Int, newTail: Int) {
        let shorter = min(old.count, new.count)
        var p = 0
        while p < shorter, old[p] == new[p] { p += 1 }
        // Back to the start of the line holding the first difference.
        var head = p
        while head > 0, old[head - 1] != 0x0A { head -= 1 }
        var s = 0
        while s < shorter - head, old[old.count - 1 - s] == new[new.count - 1 - s] { s += 1 }
        // Forward to the first line that starts inside the common end (its line break is common too).
        var k = 1
        while k <= s, old[old.count - s + k - 1] != 0x0A { k += 1 }
        let tail = k <= s ? s - k : 0
        return (head, old.count - tail, new.count - tail)
    }

    /// The changed runs between two line arrays, in order.
    ///
    /// Linear in practice, whatever the number of changes: lines that occur exactly once in each side of a
    /// region and in the same order (the longest such run, as patience diff finds it) anchor the match, and
    /// only the gaps between anchors, usually a few lines each, go to Myers' algorithm. Myers keeps just the
    /// band it explores per step (memory grows with the square of the edit distance of one gap, not with
    /// distance times file length); a gap whose distance passes `myersLimit` is one hunk. Adding stubs to
    /// a 1 MB file of generated structs took 100 s and 23 GB with plain Myers over the whole file.
    public static func hunks(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Hunk] {
        var ids: [ArraySlice<UInt8>: Int] = [:]
        ids.reserveCapacity(a.count + b.count)
        func id(_ l: ArraySlice<UInt8>) -> Int { if let v = ids[l] { return v }; let v = ids.count; ids[l] = v; return v }
        let x = a.map(id), y = b.map(id)
        var out: [Hunk] = []
        // Regions still to compare, handled in any order (hunks are sorted at the end): no recursion.
        var work: [(Range<Int>, Range<Int>)] = [(0..<x.count, 0..<y.count)]
        var seenX = [Int32](repeating: 0, count: ids.count), seenY = [Int32](repeating: 0, count: ids.count)
        var lastX = [Int](repeating: 0, count: ids.count)
        while let (xr0, yr0) = work.popLast() {
            var xr = xr0, yr = yr0
            while !xr.isEmpty, !yr.isEmpty, x[xr.lowerBound] == y[yr.lowerBound] { xr = (xr.lowerBound + 1)..<xr.upperBound; yr = (yr.lowerBound + 1)..<yr.upperBound }
            while !xr.isEmpty, !yr.isEmpty, x[xr.upperBound - 1] == y[yr.upperBound - 1] { xr = xr.lowerBound..<(xr.upperBound - 1); yr = yr.lowerBound..<(yr.upperBound - 1) }
            if xr.isEmpty && yr.isEmpty { continue }
            if xr.isEmpty || yr.isEmpty { out.append(Hunk(old: xr, new: yr)); continue }
            // Lines unique on both sides of this region.
            for i in xr { seenX[x[i]] += 1; lastX[x[i]] = i }
            for j in yr { seenY[y[j]] += 1 }
            var pairs: [(Int, Int)] = []  // (x index, y index), in y order
            for j in yr where seenY[y[j]] == 1 && seenX[y[j]] == 1 { pairs.append((lastX[y[j]], j)) }
            let anchors = longestIncreasing(pairs)
            if anchors.isEmpty {
                // A line of one side that never occurs on the other cannot match (GNU diff's discarding): Myers
                // runs on the rest, so a region of generated lines replacing renamed ones costs nothing.
                let xs = xr.filter { seenY[x[$0]] > 0 }, ys = yr.filter { seenX[y[$0]] > 0 }
                for i in xr { seenX[x[i]] = 0 }
                for j in yr { seenY[y[j]] = 0 }
                var matches: [(Int, Int)] = []
                if !xs.isEmpty && !ys.isEmpty {
                    guard let found = myersMatches(xs.map { x[$0] }, ys.map { y[$0] }) else { out.append(Hunk(old: xr, new: yr)); continue }
                    matches = found.map { (xs[$0.0], ys[$0.1]) }
                }
                var px = xr.lowerBound, py = yr.lowerBound
                for (mx, my) in matches + [(xr.upperBound, yr.upperBound)] {
                    if px < mx || py < my { out.append(Hunk(old: px..<mx, new: py..<my)) }
                    px = mx + 1; py = my + 1
                }
                continue
            }
            for i in xr { seenX[x[i]] = 0 }
            for j in yr { seenY[y[j]] = 0 }
            var px = xr.lowerBound, py = yr.lowerBound
            for (ax, ay) in anchors {
                if px < ax || py < ay { work.append((px..<ax, py..<ay)) }
                px = ax + 1; py = ay + 1
            }
            if px < xr.upperBound || py < yr.upperBound { work.append((px..<xr.upperBound, py..<yr.upperBound)) }
        }
        out.sort { $0.old.lowerBound != $1.old.lowerBound ? $0.old.lowerBound < $1.old.lowerBound : $0.new.lowerBound < $1.new.lowerBound }
        // Runs that touch are one hunk.
        var merged: [Hunk] = []
        for h in out {
            if let last = merged.last, last.old.upperBound == h.old.lowerBound, last.new.upperBound == h.new.lowerBound {
                merged[merged.count - 1] = Hunk(old: last.old.lowerBound..<h.old.upperBound, new: last.new.lowerBound..<h.new.upperBound)
            } else {
                merged.append(h)
            }
        }
        return merged
    }

    /// The longest subsequence of `pairs` (in increasing second component) whose first components increase too.
    static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        guard !pairs.isEmpty else { return [] }
        var tails: [Int] = []          // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (k, p) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if pairs[tails[mid]].0 < p.0 { lo = mid + 1 } else { hi = mid } }
            if lo > 0 { previous[k] = tails[lo - 1] }
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var result: [(Int, Int)] = []
        var k = tails.last!
        while k >= 0 { result.append(pairs[k]); k = previous[k] }
        return result.reversed()
    }

    /// Above this edit distance in one region, Myers stops and the region is one hunk (its band would take
    /// about `myersLimit`² machine words).
    static let myersLimit = 2_000

    /// The matching lines of a shortest edit script of `x` into `y` (Myers), as (x index, y index) in order;
    /// nil when the edit distance passes `myersLimit`.
    static func myersMatches(_ x: [Int], _ y: [Int]) -> [(Int, Int)]? {
        let n = x.count, m = y.count
        let maxD = min(n + m, myersLimit)
        // v[k] for k in -d...d lives at v[k + maxD + 1]; after step d, trace keeps a copy of the band -d...d.
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        let offset = maxD + 1
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            var k = -d
            while k <= d {
                var xx: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) { xx = v[offset + k + 1] }
                else { xx = v[offset + k - 1] + 1 }
                var yy = xx - k
                while xx < n, yy < m, x[xx] == y[yy] { xx += 1; yy += 1 }
                v[offset + k] = xx
                if xx >= n && yy >= m { found = true; break }
                k += 2
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
            if found { break }
        }
        guard found else { return nil }
        // Back from (n, m): each step d undoes one insertion or deletion, after the diagonal run that led there.
        func at(_ d: Int, _ k: Int) -> Int { trace[d][k + d] }
        var matches: [(Int, Int)] = []
        var cx = n, cy = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let k = cx - cy
            let prevK = (k == -d || (k != d && at(d - 1, k - 1) < at(d - 1, k + 1))) ? k + 1 : k - 1
            let px = at(d - 1, prevK), py = px - prevK
            while cx > px && cy > py { cx -= 1; cy -= 1; matches.append((cx, cy)) }
            if prevK == k + 1 { cy -= 1 } else { cx -= 1 }
        }
        while cx > 0 && cy > 0 { cx -= 1; cy -= 1; matches.append((cx, cy)) }
        return matches.reversed()
    }

    /// Minimal edits turning `old` into `new`: line hunks, each trimmed of common leading/trailing bytes.
    ///
    /// Only the lines between the texts' common leading and trailing whole lines are split and compared (an
    /// edit of one declaration in a big file no longer hashes every line of it). The hunks are the same as
    /// those of the whole texts' lines: `hunks` drops equal leading lines, then equal trailing ones, first.
    public static func edits(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        if old == new { return [] }
        let (head, oldTail, newTail) = commonLines(old, new)
        let a = lines(old, head..<oldTail), b = lines(new, head..<newTail)
        let hs = hunks(a, b)
        var edits: [TextEdit] = []
        for h in hs {
            let oStart = h.old.lowerBound < a.count ? a[h.old.lowerBound].startIndex : oldTail
            let oEnd = h.old.isEmpty ? oStart : a[h.old.upperBound - 1].endIndex
            let nStart = h.new.lowerBound < b.count ? b[h.new.lowerBound].startIndex : newTail
            let nEnd = h.new.isEmpty ? nStart : b[h.new.upperBound - 1].endIndex
            var os = oStart, oe = oEnd, ns = nStart, ne = nEnd
            while os < oe, ns < ne, old[os] == new[ns] { os += 1; ns += 1 }
            while oe > os, ne > ns, old[oe - 1] == new[ne - 1] { oe -= 1; ne -= 1 }
            // Keep UTF-8 boundaries: never split a multi-byte character, of the old text or of the new one (the
            // new text is carried as a String, so a cut character would come back as U+FFFD; found by fuzzing).
            func continuation(_ bytes: [UInt8], _ i: Int) -> Bool { i < bytes.count && bytes[i] & 0xC0 == 0x80 }
            while os > oStart, ns > nStart, continuation(old, os) || continuation(new, ns) { os -= 1; ns -= 1 }
            while oe < oEnd, ne < nEnd, continuation(old, oe) || continuation(new, ne) { oe += 1; ne += 1 }
            // An edit that reaches the end of a text ending in a newline ends before that newline instead (the
            // same change, one line break to the left): clients place the end of the buffer differently. Neovim
            // 0.12 turned "extension T … // stubble\n" inserted after the last line into that line plus an empty
            // one; Emacs did not (found by the editor tests when a type's mirror conformance followed the last
            // declaration of a file).
            if oe == old.count, os > 0, old[os - 1] == 0x0A, os == oe || old[oe - 1] == 0x0A, ne == ns || new[ne - 1] == 0x0A,
               os < oe || ns < ne {
                os -= 1; oe -= 1; ns -= 1; ne -= 1
            }
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
