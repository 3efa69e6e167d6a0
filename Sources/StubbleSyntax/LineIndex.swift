// Byte offsets <-> (line, column) positions, in UTF-8, UTF-16 or UTF-32 code units.
//
// Lines end at "\n", "\r\n" or "\r", as LSP counts them. Every conversion is logarithmic in the number of
// lines plus at most one checkpoint interval (1 KiB) of scanning, so a 10 MB single-line file converts as
// fast as a short one. Invalid UTF-8 never traps: each maximal invalid subpart counts as one U+FFFD (one
// UTF-16 unit), exactly as Swift's `String(decoding:as:)` repairs it.

/// The unit in which a column counts characters.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"
}

public struct LineIndex: Sendable {
    /// The indexed text.
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Byte offsets of checkpoints, each at a character boundary, about every `checkpointInterval` bytes.
    /// `checkpointOffsets[0] == 0`.
    private let checkpointOffsets: [Int]
    /// UTF-16 / UTF-32 code units of the text before each checkpoint.
    private let checkpointUTF16: [Int]
    private let checkpointUTF32: [Int]

    /// All bytes are ASCII and no line ends in `\r`: every encoding's column is the byte column.
    private let isPlainASCII: Bool

    static let checkpointInterval = 1024

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if let starts = LineIndex.plainASCIILineStarts(bytes) {
            self.lineStarts = starts
            self.checkpointOffsets = [0]
            self.checkpointUTF16 = [0]
            self.checkpointUTF32 = [0]
            self.isPlainASCII = true
            return
        }
        self.isPlainASCII = false
        var starts: [Int] = [0]
        var cpOffsets: [Int] = [0]
        var cp16: [Int] = [0]
        var cp32: [Int] = [0]
        bytes.withUnsafeBufferPointer { p in
            let n = p.count
            var i = 0
            var u16 = 0
            var u32 = 0
            var nextCheckpoint = LineIndex.checkpointInterval
            let raw = UnsafeRawPointer(p.baseAddress)
            while i < n {
                // Fast path: 8 ASCII bytes with no line break (no byte below 0x0E).
                if i + 8 <= n, let raw {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    let low = (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & high
                    if w & high == 0 {
                        if i >= nextCheckpoint {
                            cpOffsets.append(i)
                            cp16.append(u16)
                            cp32.append(u32)
                            nextCheckpoint = i + LineIndex.checkpointInterval
                        }
                        // ASCII: skip to the first byte below 0x0E (maybe a line break), handled below.
                        let skip = low == 0 ? 8 : low.trailingZeroBitCount >> 3
                        i += skip
                        u16 += skip
                        u32 += skip
                        if skip == 8 { continue }
                    }
                }
                if i >= nextCheckpoint {
                    cpOffsets.append(i)
                    cp16.append(u16)
                    cp32.append(u32)
                    nextCheckpoint = i + LineIndex.checkpointInterval
                }
                let b = p[i]
                if b < 0x80 {
                    if b == 0x0A {
                        starts.append(i + 1)
                    } else if b == 0x0D {
                        if i + 1 < n && p[i + 1] == 0x0A {
                            // "\r\n": the line starts after the "\n"; count both bytes here.
                            i += 2
                            u16 += 2
                            u32 += 2
                            starts.append(i)
                            continue
                        }
                        starts.append(i + 1)
                    }
                    i += 1
                    u16 += 1
                    u32 += 1
                } else {
                    let (len, units) = LineIndex.decode(p, at: i)
                    i += len
                    u16 += units
                    u32 += 1
                }
            }
        }
        self.lineStarts = starts
        self.checkpointOffsets = cpOffsets
        self.checkpointUTF16 = cp16
        self.checkpointUTF32 = cp32
    }

    /// Line starts of a text that is all ASCII without `\r`, found eight bytes at a time; nil otherwise.
    static func plainASCIILineStarts(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer { p -> [Int]? in
            let n = p.count
            var starts: [Int] = [0]
            starts.reserveCapacity(n / 32 + 1)
            var i = 0
            if let raw = UnsafeRawPointer(p.baseAddress) {
                let ones: UInt64 = 0x0101_0101_0101_0101
                let high: UInt64 = 0x8080_8080_8080_8080
                let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                // Exact "which bytes are zero" mask (high bit set for each zero byte).
                @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { ~(((x & low7) &+ low7) | x | low7) }
                while i + 8 <= n {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if w & high != 0 || zeroBytes(w ^ (ones &* 0x0D)) != 0 { return nil }
                    var m = zeroBytes(w ^ (ones &* 0x0A))
                    while m != 0 {
                        starts.append(i + (m.trailingZeroBitCount >> 3) + 1)
                        m &= m &- 1
                    }
                    i += 8
                }
            }
            while i < n {
                let b = p[i]
                if b >= 0x80 || b == 0x0D { return nil }
                if b == 0x0A { starts.append(i + 1) }
                i += 1
            }
            return starts
        }
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// Byte offset where a 0-based line starts. Lines past the end give the end of the text; negative, 0.
    public func lineStart(_ line: Int) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        return lineStarts[line]
    }

    /// Byte offset where a line's content ends (before its line break, if any).
    public func lineContentEnd(_ line: Int) -> Int {
        if line < 0 { return lineContentEnd(0) }
        if line >= lineStarts.count { return bytes.count }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line] && bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line] && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The 0-based line containing a byte offset (clamped into the text).
    public func line(of offset: Int) -> Int {
        let o = min(max(offset, 0), bytes.count)
        // Largest i with lineStarts[i] <= o.
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 0-based (line, column) of a byte offset; column counted in `encoding` code units.
    /// Offsets outside the text are clamped into it. An offset inside a multi-byte character counts the
    /// characters that start before it.
    public func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, column: Int) {
        let o = min(max(offset, 0), bytes.count)
        let line = self.line(of: o)
        let start = lineStarts[line]
        if isPlainASCII { return (line, o - start) }
        switch encoding {
        case .utf8:
            return (line, o - start)
        case .utf16:
            return (line, units(before: o, utf16: true) - units(before: start, utf16: true))
        case .utf32:
            return (line, units(before: o, utf16: false) - units(before: start, utf16: false))
        }
    }

    /// Byte offset of a 0-based (line, column). Clamps as LSP says: a line past the end -> end of text; a column
    /// past the line's end -> end of that line (before its line break); a column inside a multi-byte character
    /// or a surrogate pair -> start of that character. Negative values clamp to 0. Never traps.
    public func offset(line: Int, column: Int, encoding: PositionEncoding) -> Int {
        if line >= lineStarts.count { return bytes.count }
        let l = max(line, 0)
        let start = lineStarts[l]
        let end = lineContentEnd(l)
        let col = max(column, 0)
        if isPlainASCII { return start + min(col, end - start) }
        switch encoding {
        case .utf8:
            let target = start + min(col, end - start)
            return characterStart(containing: target, notBefore: start)
        case .utf16, .utf32:
            let utf16 = encoding == .utf16
            let target = units(before: start, utf16: utf16) + col
            // Start from the last checkpoint inside this line whose count does not pass the target.
            var i = start
            var count = units(before: start, utf16: utf16)
            let counts = utf16 ? checkpointUTF16 : checkpointUTF32
            var lo = 0
            var hi = checkpointOffsets.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if checkpointOffsets[mid] <= end && counts[mid] <= target { lo = mid } else { hi = mid - 1 }
            }
            if checkpointOffsets[lo] > start {
                i = checkpointOffsets[lo]
                count = counts[lo]
            }
            return bytes.withUnsafeBufferPointer { p in
                while i < end {
                    let b = p[i]
                    var len = 1
                    var u = 1
                    if b >= 0x80 {
                        (len, u) = LineIndex.decode(p, at: i)
                        if !utf16 { u = 1 }
                    }
                    if count + u > target { return i }
                    count += u
                    i += len
                }
                return end
            }
        }
    }

    /// The (line, column) of an offset as a pair of 1-based numbers with UTF-8 columns (for messages).
    public func humanPosition(of offset: Int) -> (line: Int, column: Int) {
        let p = position(of: offset, encoding: .utf8)
        return (p.line + 1, p.column + 1)
    }

    // MARK: - Internals

    /// Code units of all characters that start before byte offset `o`.
    private func units(before o: Int, utf16: Bool) -> Int {
        // Last checkpoint at or before o.
        var lo = 0
        var hi = checkpointOffsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if checkpointOffsets[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        var i = checkpointOffsets[lo]
        var count = utf16 ? checkpointUTF16[lo] : checkpointUTF32[lo]
        return bytes.withUnsafeBufferPointer { p in
            while i < o {
                let b = p[i]
                if b < 0x80 {
                    i += 1
                    count += 1
                } else {
                    let (len, u) = LineIndex.decode(p, at: i)
                    i += len
                    count += utf16 ? u : 1
                }
            }
            return count
        }
    }

    /// The start of the character containing byte `o` (o itself when it starts one), not before `floor`.
    private func characterStart(containing o: Int, notBefore floor: Int) -> Int {
        if o >= bytes.count || o <= floor { return o }
        if bytes[o] & 0xC0 != 0x80 { return o }
        return bytes.withUnsafeBufferPointer { p in
            var k = 1
            while k <= 3 && o - k >= floor {
                let b = p[o - k]
                if b & 0xC0 != 0x80 {
                    if b >= 0x80 {
                        let (len, _) = LineIndex.decode(p, at: o - k)
                        if len > k { return o - k }
                    }
                    return o
                }
                k += 1
            }
            return o
        }
    }

    /// Decodes the character at `i` (whose first byte is >= 0x80): its length in bytes and UTF-16 units.
    /// Invalid sequences decode as their maximal invalid subpart, one U+FFFD (length >= 1, one unit).
    @inline(__always)
    static func decode(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> (Int, Int) {
        let n = p.count
        let b0 = p[i]
        @inline(__always) func cont(_ j: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            j < n && p[j] >= lo && p[j] <= hi
        }
        switch b0 {
        case 0xC2...0xDF:
            return cont(i + 1) ? (2, 1) : (1, 1)
        case 0xE0...0xEF:
            let lo: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let hi: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard cont(i + 1, lo, hi) else { return (1, 1) }
            return cont(i + 2) ? (3, 1) : (2, 1)
        case 0xF0...0xF4:
            let lo: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let hi: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard cont(i + 1, lo, hi) else { return (1, 1) }
            guard cont(i + 2) else { return (2, 1) }
            return cont(i + 3) ? (4, 2) : (3, 1)
        default:
            return (1, 1)
        }
    }
}
