// Byte searches of the mocks' markers and of the defaults protocol in whole files. A `mock --all` run searches every
// file several times; searching by the needle's first byte (`/`, ` `, `s`: a few in every hundred bytes of Swift)
// took a twentieth of it.

enum MockBytes {
    /// The first offset at or after `from` where `needle` occurs in `haystack`, found by `memchr` of
    /// `needle[anchor]` (vectorized), a byte of the needle chosen rare in Swift source (`k`, `?`), then `memcmp` of
    /// the whole needle (`Stubbing.firstOccurrence`, the one byte search of the engine).
    static func firstOccurrence(of needle: [UInt8], anchor: Int, in haystack: UnsafeRawBufferPointer, from: Int = 0) -> Int? {
        needle.withUnsafeBytes { Stubbing.firstOccurrence(of: $0, in: haystack, from: from, anchor: anchor, where: { _ in true }) }
    }

    static func firstOccurrence(of needle: [UInt8], anchor: Int, in haystack: [UInt8], from: Int = 0) -> Int? {
        haystack.withUnsafeBytes { firstOccurrence(of: needle, anchor: anchor, in: $0, from: from) }
    }

    /// `// stubble:mock:begin`'s words without the comment (`Engine.mayHaveMocks`), anchored on its `k`.
    static let beginWords = Array("stubble:mock:begin".utf8)
    static let beginWordsAnchor = 11
}

/// A mock's lines as UTF-8 bytes, each ended by `\n`, and where each starts (a line may hold a `\n` of type text
/// written over several lines, which starts no line: `MockGenerator.classBytes` indents only where a line starts).
/// The generator writes each line's parts straight into one buffer: a `String` per line (interpolated, then
/// indented by `+`, then collected in arrays and joined) cost a few hundred instructions a part in
/// `_StringGuts.append`, most of `MockGenerator.body` and a fifth of `mock --all`.
struct MockLines {
    private(set) var bytes: [UInt8] = []
    /// Where each line starts in `bytes`.
    private(set) var starts: [Int] = []

    init() {}

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var count: Int { starts.count }

    /// Line `i` without its `\n`.
    func range(_ i: Int) -> Range<Int> {
        starts[i]..<((i + 1 < starts.count ? starts[i + 1] : bytes.count) - 1)
    }

    /// The lines as strings, without their `\n`.
    var strings: [String] {
        (0..<count).map { String(decoding: bytes[range($0)], as: UTF8.self) }
    }

    /// Starts a line; `part` writes into it, `end` ends it.
    @inline(__always) mutating func begin() { starts.append(bytes.count) }

    @inline(__always) mutating func part(_ s: String) {
        var s = s
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func end() { bytes.append(UInt8(ascii: "\n")) }

    /// An empty line.
    mutating func blank() { begin(); end() }

    /// Every line of `other`, after these.
    mutating func add(_ other: MockLines) {
        let shift = bytes.count
        for s in other.starts { starts.append(shift + s) }
        bytes.append(contentsOf: other.bytes)
    }

    /// A line of the parts' bytes, one after the other (what `lines.append(a + b + ...)` was).
    mutating func line(_ p0: String) {
        begin(); part(p0); end()
    }

    mutating func line(_ p0: String, _ p1: String) {
        begin(); part(p0); part(p1); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String) {
        begin(); part(p0); part(p1); part(p2); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String, _ p9: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); part(p9); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String, _ p9: String, _ p10: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); part(p9); part(p10); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String, _ p9: String, _ p10: String, _ p11: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); part(p9); part(p10); part(p11); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String, _ p9: String, _ p10: String, _ p11: String, _ p12: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); part(p9); part(p10); part(p11); part(p12); end()
    }

    mutating func line(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String, _ p9: String, _ p10: String, _ p11: String, _ p12: String, _ p13: String) {
        begin(); part(p0); part(p1); part(p2); part(p3); part(p4); part(p5); part(p6); part(p7); part(p8); part(p9); part(p10); part(p11); part(p12); part(p13); end()
    }
}

extension MockLines {
    /// Raw bytes into the current line.
    @inline(__always) mutating func appendBytes(_ b: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: b) }
}
