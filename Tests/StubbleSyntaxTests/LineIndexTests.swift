import Testing
@testable import StubbleSyntax

@Suite struct LineIndexTests {
    @Test func linesEndAtLFCRLFAndCR() {
        let index = LineIndex("a\nb\r\nc\rd")
        #expect(index.lineCount == 4)
        #expect(index.lineStarts == [0, 2, 5, 7])
        #expect(index.lineContentEnd(1) == 3)  // before "\r\n"
        #expect(index.lineContentEnd(3) == 8)
        #expect(index.position(of: 5, encoding: .utf16) == (2, 0))
        // Between "\r" and "\n" is still on line 1.
        #expect(index.position(of: 4, encoding: .utf8) == (1, 2))
    }

    @Test func emptyTextAndTrailingNewline() {
        #expect(LineIndex("").lineCount == 1)
        let index = LineIndex("x\n")
        #expect(index.lineCount == 2)
        #expect(index.offset(line: 1, column: 0, encoding: .utf16) == 2)
        #expect(index.position(of: 2, encoding: .utf16) == (1, 0))
    }

    @Test func astralCharactersCountTwoUTF16UnitsAndOneUTF32Unit() {
        // "a😀b": 😀 is 4 UTF-8 bytes, 2 UTF-16 units (a surrogate pair), 1 UTF-32 unit.
        let index = LineIndex("a😀b\né")
        #expect(index.position(of: 5, encoding: .utf8) == (0, 5))
        #expect(index.position(of: 5, encoding: .utf16) == (0, 3))
        #expect(index.position(of: 5, encoding: .utf32) == (0, 2))
        #expect(index.offset(line: 0, column: 3, encoding: .utf16) == 5)
        #expect(index.offset(line: 0, column: 2, encoding: .utf32) == 5)
        // Inside the surrogate pair: the start of the character.
        #expect(index.offset(line: 0, column: 2, encoding: .utf16) == 1)
        // Inside the UTF-8 bytes of 😀 and of é: the start of the character.
        #expect(index.offset(line: 0, column: 3, encoding: .utf8) == 1)
        #expect(index.offset(line: 1, column: 1, encoding: .utf8) == 7)
        #expect(index.position(of: 9, encoding: .utf16) == (1, 1))
    }

    @Test func clampsAsLSPSays() {
        let index = LineIndex("abc\r\ndef")
        #expect(index.offset(line: 0, column: 99, encoding: .utf16) == 3)  // before "\r\n"
        #expect(index.offset(line: 0, column: 99, encoding: .utf8) == 3)
        #expect(index.offset(line: 7, column: 0, encoding: .utf16) == 8)  // past the end: end of text
        #expect(index.offset(line: -1, column: -5, encoding: .utf32) == 0)
        #expect(index.position(of: 1000, encoding: .utf16) == (1, 3))
        #expect(index.position(of: -3, encoding: .utf16) == (0, 0))
    }

    @Test func invalidUTF8CountsLikeStringRepairAndNeverTraps() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xE2, 0x82, 0x0A, 0xF0, 0x9F, 0x98, 0x80, 0xC3]
        let index = LineIndex(bytes)
        // Each maximal invalid subpart is one U+FFFD, as Swift's String repairs it.
        let line0 = String(decoding: bytes[0..<4], as: UTF8.self)
        #expect(index.position(of: 4, encoding: .utf16).column == line0.utf16.count)
        let line1 = String(decoding: bytes[5...], as: UTF8.self)
        #expect(index.position(of: bytes.count, encoding: .utf16).column == line1.utf16.count)
        for line in -1...3 {
            for column in -1...12 {
                for encoding in PositionEncoding.allCases {
                    let o = index.offset(line: line, column: column, encoding: encoding)
                    #expect((0...bytes.count).contains(o))
                }
            }
        }
        for o in -1...(bytes.count + 1) {
            for encoding in PositionEncoding.allCases { _ = index.position(of: o, encoding: encoding) }
        }
    }

    @Test func roundTripsEveryCharacterBoundaryAgainstString() {
        let text = "let s = \"héllo 😀 wörld\"\r\n\t// ✓ done\rlast 𝄞 line"
        let index = LineIndex(text)
        let bytes = Array(text.utf8)
        var offset = 0
        for scalar in text.unicodeScalars {
            // Between the "\r" and "\n" of a CRLF is no position of its own (it is the end of the line).
            let insideCRLF = offset > 0 && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
            for encoding in PositionEncoding.allCases where !insideCRLF {
                let p = index.position(of: offset, encoding: encoding)
                #expect(index.offset(line: p.line, column: p.column, encoding: encoding) == offset)
            }
            offset += String(scalar).utf8.count
        }
        #expect(offset == bytes.count)
    }

    @Test func plainASCIIFastPathAgreesWithTheGeneralPath() {
        // The same ASCII text, once alone (fast path) and once followed by "é" (general path).
        var text = ""
        for k in 0..<300 { text += String(repeating: " ", count: k % 13) + "line \(k)\tx\n" }
        let fast = LineIndex(text)
        let general = LineIndex(text + "é")
        #expect(fast.lineStarts == Array(general.lineStarts))
        let n = text.utf8.count
        for o in stride(from: 0, through: n, by: 3) {
            for encoding in PositionEncoding.allCases {
                let p = fast.position(of: o, encoding: encoding)
                #expect(p == general.position(of: o, encoding: encoding))
                #expect(fast.offset(line: p.line, column: p.column, encoding: encoding)
                        == general.offset(line: p.line, column: p.column, encoding: encoding))
            }
        }
        #expect(fast.offset(line: 2, column: 999, encoding: .utf16) == general.offset(line: 2, column: 999, encoding: .utf16))
        #expect(fast.offset(line: 9999, column: 0, encoding: .utf16) == n)
    }

    @Test func longSingleLineUsesCheckpointsAndAgreesWithString() {
        // 10 000 repetitions of a mixed-width chunk: one line, many checkpoints.
        let chunk = "ab😀é€"
        let text = String(repeating: chunk, count: 10_000)
        let index = LineIndex(text)
        let chunkBytes = chunk.utf8.count, chunk16 = chunk.utf16.count
        for k in stride(from: 0, to: 10_000, by: 997) {
            let o = k * chunkBytes
            #expect(index.position(of: o, encoding: .utf16) == (0, k * chunk16))
            #expect(index.position(of: o, encoding: .utf32) == (0, k * 5))
            #expect(index.offset(line: 0, column: k * chunk16, encoding: .utf16) == o)
            #expect(index.offset(line: 0, column: k * 5 + 2, encoding: .utf32) == o + 2)
        }
        #expect(index.offset(line: 0, column: Int.max / 2, encoding: .utf16) == text.utf8.count)
    }
}
