#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Byte searches of the mocks' markers and of the defaults protocol in whole files. A `mock --all` run searches every
// file several times; searching by the needle's first byte (`/`, ` `, `s`: a few in every hundred bytes of Swift)
// took a twentieth of it.

enum MockBytes {
    /// The first offset at or after `from` where `needle` occurs in `haystack`, found by `memchr` of
    /// `needle[anchor]` (vectorized), a byte of the needle chosen rare in Swift source (`k`, `?`), then `memcmp` of
    /// the whole needle.
    static func firstOccurrence(of needle: [UInt8], anchor: Int, in haystack: UnsafeRawBufferPointer, from: Int = 0) -> Int? {
        precondition(anchor >= 0 && anchor < needle.count)
        let count = haystack.count
        guard from >= 0, needle.count <= count - from, let base = haystack.baseAddress else { return nil }
        return needle.withUnsafeBytes { n -> Int? in
            let nb = n.baseAddress!
            let key = Int32(needle[anchor])
            // Candidate starts run from `from` to `last`; their anchor bytes from `from + anchor` to `last + anchor`.
            let last = count - needle.count
            var at = from + anchor
            while at <= last + anchor, let hit = memchr(base + at, key, last + anchor - at + 1) {
                let i = base.distance(to: UnsafeRawPointer(hit)) - anchor
                if memcmp(base + i, nb, needle.count) == 0 { return i }
                at = i + anchor + 1
            }
            return nil
        }
    }

    static func firstOccurrence(of needle: [UInt8], anchor: Int, in haystack: [UInt8], from: Int = 0) -> Int? {
        haystack.withUnsafeBytes { firstOccurrence(of: needle, anchor: anchor, in: $0, from: from) }
    }

    /// `// stubble:mock:begin`'s words without the comment (`Engine.mayHaveMocks`), anchored on its `k`.
    static let beginWords = Array("stubble:mock:begin".utf8)
    static let beginWordsAnchor = 11
}
