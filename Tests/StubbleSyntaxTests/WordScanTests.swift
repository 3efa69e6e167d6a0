import Testing
@testable import StubbleSyntax

/// The lexer and the skimmer read eight bytes at a time and find the byte that ends a scan with bit tricks
/// instead of a byte loop. Each trick is checked here against the byte-by-byte rule it stands for, on every
/// byte value at every position and on random words, so a wrong constant cannot hide behind inputs that
/// happen not to reach it.
@Suite struct WordScanTests {
    /// The same pseudo-random numbers on every run (the other random tests' generator: the high bits of an LCG).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
    }

    /// Eight bytes as the scans load them: the first byte lowest.
    func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
    }

    /// Bytes the scans meet, weighted towards the ones they tell apart.
    static let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x1F, 0x20, 0x22, 0x23, 0x24, 0x27, 0x28,
                                       0x29, 0x2F, 0x30, 0x39, 0x3A, 0x3D, 0x40, 0x41, 0x5A, 0x5B, 0x5D, 0x5F, 0x60,
                                       0x61, 0x7A, 0x7B, 0x7D, 0x7F, 0x80, 0xC3, 0xFF]

    func randomBytes(_ g: inout Generator, count: Int) -> [UInt8] {
        (0..<count).map { _ in
            g.next() % 2 == 0 ? WordScanTests.interesting[Int(g.next() % UInt64(WordScanTests.interesting.count))]
                              : UInt8(truncatingIfNeeded: g.next())
        }
    }

    @Test func nonIdentifierBytesFlagsExactlyTheBytesThatAreNotNameBytes() {
        let table = Lexer.identContinue
        // Every byte value at every position, among name bytes and among bytes that are not.
        for filler: UInt8 in [0x61, 0x20, 0xFF] {
            for b in 0..<256 {
                for k in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[k] = UInt8(b)
                    let flags = Lexer.nonIdentifierBytes(word(bytes))
                    for j in 0..<8 {
                        #expect((flags >> UInt64(j * 8 + 7)) & 1 == (table[Int(bytes[j])] ? 0 : 1),
                                "byte \(bytes[j]) at \(j) of \(bytes)")
                    }
                    #expect(flags & ~0x8080_8080_8080_8080 == 0)
                }
            }
        }
        var g = Generator(state: 1)
        for _ in 0..<20_000 {
            let bytes = randomBytes(&g, count: 8)
            let flags = Lexer.nonIdentifierBytes(word(bytes))
            let expected = bytes.enumerated().reduce(UInt64(0)) {
                $0 | (table[Int($1.element)] ? 0 : UInt64(0x80) << UInt64($1.offset * 8))
            }
            #expect(flags == expected, "\(bytes)")
        }
    }

    @Test func namesEndWhereTheByteLoopEndsThem() {
        var g = Generator(state: 2)
        for _ in 0..<5_000 {
            let bytes = randomBytes(&g, count: Int(g.next() % 40) + 1)
            bytes.withUnsafeBufferPointer { p in
                for start in 0..<bytes.count {
                    var slow = start
                    while slow < bytes.count && Lexer.identContinue[Int(bytes[slow])] { slow += 1 }
                    #expect(Lexer.asciiIdentifierEnd(p, from: start, table: Lexer.identContinue) == slow, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func lineEndFindsTheFirstLineBreak() {
        var g = Generator(state: 3)
        for _ in 0..<5_000 {
            let bytes = randomBytes(&g, count: Int(g.next() % 40))
            bytes.withUnsafeBufferPointer { p in
                for from in 0...bytes.count {
                    for to in [bytes.count, max(from, bytes.count - 3)] {
                        var slow = from
                        while slow < to && bytes[slow] != 0x0A && bytes[slow] != 0x0D { slow += 1 }
                        #expect(Lexer.lineEnd(p, from: from, to: to) == slow, "\(bytes) from \(from) to \(to)")
                    }
                }
            }
        }
    }

    @Test func skimPairsTellWhichOfTwoBytesNeedsALook() {
        let single = Lexer.skimClasses, pairs = Lexer.skimPairs
        for pair in 0..<65536 {
            let first: UInt8 = single[pair & 0xFF] != 0 ? 1 : 0, second: UInt8 = single[pair >> 8] != 0 ? 2 : 0
            #expect(pairs[pair] == first | second)
        }
    }

    /// The keyword lookup, keyed by a name's first word and length, against the list of spellings.
    @Test func keywordLookupFindsExactlyTheSpellings() {
        func lookup(_ s: String) -> Keyword {
            let bytes = Array(s.utf8)
            // Also with bytes after the name, as in a file.
            let padded = bytes + Array(" x: Int".utf8)
            let alone = bytes.withUnsafeBufferPointer { KeywordTable.lookup($0, 0, $0.count, KeywordTable.flat) }
            let inText = padded.withUnsafeBufferPointer { KeywordTable.lookup($0, 0, bytes.count, KeywordTable.flat) }
            #expect(alone == inText, "\(s)")
            return alone
        }
        for raw in 1..<Keyword.spellings.count {
            let spelling = Keyword.spellings[raw]
            #expect(lookup(spelling).rawValue == UInt8(raw), "\(spelling)")
            #expect(lookup(spelling + "s") == .none || Keyword.spellings.contains(spelling + "s"), "\(spelling)s")
            #expect(lookup(String(spelling.dropLast())) == .none || Keyword.spellings.contains(String(spelling.dropLast())))
            #expect(lookup(spelling.uppercased()) == .none || Keyword.spellings.contains(spelling.uppercased()))
        }
        var g = Generator(state: 4)
        let letters = Array("abcdefghijklmnopqrstuvwxyz_ATSP".utf8)
        for _ in 0..<20_000 {
            let name = String(decoding: (0..<Int(g.next() % 16 + 1)).map { _ in letters[Int(g.next() % UInt64(letters.count))] },
                              as: UTF8.self)
            let expected = Keyword.spellings.firstIndex(of: name).map { UInt8($0) } ?? 0
            #expect(lookup(name).rawValue == expected, "\(name)")
        }
    }
}
