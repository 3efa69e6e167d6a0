import Testing
@testable import StubbleEngine

// Hook types are built from type text: a generic parameter or a private type is found (and replaced) as
// a whole word, never inside a longer name.
@Suite("Whole words in type text")
struct WordTests {
    @Test(arguments: [
        ("Array<Key>", "Key", true), ("KeyPath<Root, Value>", "Key", false), ("[Key: Key2]", "Key2", true),
        ("(inout T) -> T?", "T", true), ("Token", "T", false), ("_Key", "Key", false), ("Key_", "Key", false),
        ("Clé", "Cl", false), ("(Clé) -> Int", "Clé", true), ("", "T", false), ("T", "T", true),
        ("Either<OpenAPI.Reference<X>, X>", "OpenAPI.Reference", false),
    ])
    func containsWord(text: String, word: String, found: Bool) {
        #expect(Expander.containsWord(text, word) == found)
    }

    @Test(arguments: [
        ("[Key: Key2]", "Key", "Any", "[Any: Key2]"), ("(T, [T]) -> T", "T", "Any", "(Any, [Any]) -> Any"),
        ("Token<T>", "T", "U", "Token<U>"), ("(Clé) -> Clé", "Clé", "Any", "(Any) -> Any"), ("Int", "T", "Any", "Int"),
        ("Either<OpenAPI.Reference<X>, X>", "OpenAPI.Reference", "Any", "Either<OpenAPI.Reference<X>, X>"),
    ])
    func replaceWord(text: String, word: String, replacement: String, result: String) {
        #expect(Expander.replaceWord(text, word, with: replacement) == result)
    }

    /// Hook names are looked for in function bodies in the file's bytes (`containsWord(in:_:_:)`), not in the
    /// body's decoded text: the same answer, also where the bytes are not UTF-8 (decoding replaces them).
    @Test(arguments: [
        ("func f() { value += 1 }", "value", true), ("func f() { values += 1 }", "value", false),
        ("func f() { _value }", "value", false), ("func f() { cl\u{E9}value }", "value", false),
        ("func f() { é value }", "value", true), ("func f() { value }", "valu", false), ("func f() {}", "", true),
    ])
    func containsWordInABodyAsInItsText(text: String, word: String, found: Bool) {
        let outline = SourceOutline.parse(Array(text.utf8))
        let body = text.utf8.firstIndex(of: UInt8(ascii: "{")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }!
        let r = body..<text.utf8.count
        #expect(Expander.containsWord(in: outline, r, word) == found)
        #expect(Expander.containsWord(outline.text(r), word) == found)
    }

    @Test func containsWordInBytesThatAreNotUTF8AsInTheirDecodedText() {
        // Lone continuation bytes, a truncated sequence, an overlong one, next to the word and apart from it.
        let junk: [[UInt8]] = [[0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xF0, 0x9F, 0x98], [0xFF]]
        for j in junk {
            for (before, after) in [(j, []), ([], j), (j + [0x20], [0x20] + j), (j, j)] as [([UInt8], [UInt8])] {
                for word in ["value", "v", "alu", "\u{FFFD}value", "é"] {
                    let bytes = Array("func f() { ".utf8) + before + Array("value".utf8) + after + Array(" }".utf8)
                    let outline = SourceOutline.parse(bytes)
                    let r = 9..<bytes.count
                    #expect(Expander.containsWord(in: outline, r, word) == Expander.containsWord(outline.text(r), word), "\(j) \(word)")
                }
            }
        }
    }

    /// The engine's one byte search (`Stubbing.firstOccurrence`: `memchr` of the needle's rarest byte, then
    /// `memcmp`) finds what a plain scan finds: the first occurrence at or after `from` that `accept` takes,
    /// whatever byte it anchors on, overlapping occurrences and both ends of the text included.
    @Test func theByteSearchFindsWhatAPlainScanFinds() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aex n\nt{}".utf8)
        for _ in 0..<2000 {
            let h = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let n = (0..<Int.random(in: 1...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let from = Int.random(in: 0...max(0, h.count), using: &rng)
            let odd = Bool.random(using: &rng)
            let accept: (Int) -> Bool = { odd ? $0 % 2 == 1 : true }
            let plain = h.count < n.count ? nil : (from...max(from, h.count - n.count)).first { i in
                i + n.count <= h.count && Array(h[i..<(i + n.count)]) == n && accept(i)
            }
            for anchor in [nil] + n.indices.map { Optional($0) } {
                let found = h.withUnsafeBytes { hb in n.withUnsafeBytes { nb in
                    Stubbing.firstOccurrence(of: nb, in: hb, from: from, anchor: anchor, where: accept)
                } }
                #expect(found == plain, "\(h) \(n) from \(from) anchor \(String(describing: anchor))")
            }
        }
        // The anchor is the needle's rarest byte in Swift source.
        #expect(Array("extension".utf8).withUnsafeBytes { Stubbing.rarestByte($0) } == 1)
        #expect(Array("@Stubbable".utf8).withUnsafeBytes { Stubbing.rarestByte($0) } == 0)
    }
}
