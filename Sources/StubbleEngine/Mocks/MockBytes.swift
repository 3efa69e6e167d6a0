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
