import Foundation
import Testing
@testable import StubbleSyntax

/// Bad input never crashes, hangs or loses a byte.
@Suite struct RobustnessTests {
    func checkLossless(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let file = SourceFile(bytes)
        #expect(file.printedBytes() == bytes, sourceLocation: sourceLocation)
        var previousEnd = 0
        for t in file.tokens {
            #expect(t.leadingTriviaStart == previousEnd, sourceLocation: sourceLocation)
            #expect(t.leadingTriviaStart <= t.start && t.start <= t.end && t.end <= t.trailingTriviaEnd,
                    sourceLocation: sourceLocation)
            previousEnd = t.trailingTriviaEnd
        }
        #expect(previousEnd == bytes.count, sourceLocation: sourceLocation)
        for e in file.errors {
            #expect(!e.range.isEmpty || bytes.isEmpty, sourceLocation: sourceLocation)
            #expect(e.range.upperBound <= bytes.count, sourceLocation: sourceLocation)
        }
    }

    @Test func emptyAndTinyInputs() {
        for text in ["", " ", "\n", "{", "}", "\"", "#", "/", "@", "`", "#if", "func", "var x ="] {
            checkLossless(Array(text.utf8))
        }
    }

    @Test func tenThousandNestedBracketsDoNotOverflowTheStack() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let deep = "let x = " + String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000)
            checkLossless(Array(deep.utf8))
            let unclosed = "func f() " + String(repeating: open, count: 10_000)
            checkLossless(Array(unclosed.utf8))
        }
        // Nested types: recursion is capped, with an error instead of a crash.
        let types = String(repeating: "struct S {\n", count: 5_000) + String(repeating: "}\n", count: 5_000)
        let file = SourceFile(types)
        #expect(file.printedBytes() == Array(types.utf8))
        #expect(file.errors.contains { $0.message.contains("nesting too deep") })
        let ifs = String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000)
        checkLossless(Array(ifs.utf8))
        let interpolations = String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000)
        checkLossless(Array(("let s = " + interpolations).utf8))
        let comments = String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000)
        checkLossless(Array(comments.utf8))
    }

    @Test func invalidUTF8AndBinaryInput() {
        checkLossless([0xFF, 0xFE, 0x00, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80])
        checkLossless(Array("let s = \"".utf8) + [0xC3] + Array("\"\nfunc f() {}".utf8))
        // Deterministic pseudo-random binary blobs.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            var blob: [UInt8] = []
            for _ in 0..<Int(state % 512) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                blob.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            checkLossless(blob)
        }
    }

    @Test func everyPrefixOfEveryFixtureParses() {
        // Half-typed code: a file cut at every byte (a keystroke at a time) still parses losslessly.
        for url in Fixtures.files(in: "decls") + Fixtures.files(in: "lexer") {
            let bytes = Fixtures.bytes(url)
            for cut in stride(from: 0, through: bytes.count, by: 7) {
                checkLossless(Array(bytes[0..<cut]))
            }
        }
    }

    @Test func theLexerAloneGivesTheParsersTokensAndComments() {
        // TokenStream is the lexer without the declaration parser: same tokens, same comments, lossless.
        for url in Fixtures.files(in: "decls") + Fixtures.files(in: "lexer") + Fixtures.files(in: "errors") {
            let bytes = Fixtures.bytes(url)
            let stream = TokenStream(bytes), file = SourceFile(bytes)
            #expect(stream.tokens == file.tokens, "\(url.lastPathComponent)")
            #expect(stream.tokens.flatMap { Array(bytes[$0.leadingTriviaStart..<$0.trailingTriviaEnd]) } == bytes, "\(url.lastPathComponent)")
            let all = 0..<bytes.count
            #expect(stream.comments(in: all) == file.comments(in: all))
        }
    }

    @Test func randomSwiftishTokenSoup() {
        let pieces = ["func", "var", "let", "struct", "class", "{", "}", "(", ")", "[", "]", "<", ">", ":", ",",
                      "=", "->", "\"", "\"\"\"", "#\"", "\\(", "/", "#if", "#endif", "@", "x", "\n", " ", "async",
                      "throws", "get", "set", "init", "?", "!", "...", "`", "/*", "*/", "//", "#/", "/#", "case",
                      "enum", "extension", "where", "some", "inout", "0x1p", "1.5e", "$0", "é", "😀"]
        var state: UInt64 = 42
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<60 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
                if state & 1 == 0 { text += " " }
            }
            checkLossless(Array(text.utf8))
        }
    }

    @Test func hostileRepetitionsStayLinear() {
        // Each of these once hid a rescan per token (the generic-argument lookahead is now capped at 256 tokens).
        let modifiers = String(repeating: "public ", count: 50_000) + "func f() {}"
        #expect(SourceFile(modifiers).declarations.count == 1)
        let contextual = String(repeating: "final ", count: 50_000) + "class C {}"
        #expect(SourceFile(contextual).declarations.count == 1)
        let angles = "let x = " + String(repeating: "a<", count: 10_000) + "b, y = 1"
        checkLossless(Array(angles.utf8))
        let attributes = String(repeating: "@A ", count: 50_000) + "func f() {}"
        #expect(SourceFile(attributes).declarations.first?.attributes.count == 50_000)
    }

    @Test func longSingleLineFileParsesInLinearTime() {
        // 100 000 declarations on one line: must not be quadratic (this finishes in well under a second).
        let line = String(repeating: "var a = [1, 2, 3]; ", count: 100_000)
        let file = SourceFile(line)
        #expect(file.declarations.count == 100_000)
        #expect(file.errors.isEmpty)
    }
}
