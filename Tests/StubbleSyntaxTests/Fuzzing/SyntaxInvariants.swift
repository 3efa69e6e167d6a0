// The invariants the syntax fuzzer (Tests/Fuzz/SyntaxFuzz.swift, built by Scripts/fuzz.sh) checks on every
// input, shared with the test that replays its committed regressions (FuzzRegressionReplayTests).
// Any input bytes. Invariants (ARCHITECTURE.md, StubbleSyntax): parsing never traps; every byte belongs to
// exactly one token or piece of trivia and printing the tokens gives the input back; token, declaration and
// error ranges lie inside the file; LineIndex positions round-trip in UTF-8/UTF-16/UTF-32; skimming (bodies,
// brackets, parameter clauses parsed on first use) is invisible: the declarations (every parameter included)
// and the errors equal those of reading every token. Time is bounded by libFuzzer's -timeout (a hang is
// reported as a crash).

@testable import StubbleSyntax

/// An invariant the input broke, and how.
struct InvariantBroken: Error, CustomStringConvertible {
    let description: String
}

enum SyntaxInvariants {
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantBroken) {
        if !condition { throw InvariantBroken(description: message()) }
    }

    static func check(_ bytes: [UInt8]) throws(InvariantBroken) {
        let file = SourceFile(bytes)
        try expect(file.printedBytes() == bytes, "lossless round trip")
        var previousEnd = 0
        for t in file.tokens {
            try expect(t.leadingTriviaStart == previousEnd, "tokens are contiguous at \(previousEnd)")
            try expect(t.leadingTriviaStart <= t.start && t.start <= t.end && t.end <= t.trailingTriviaEnd,
                  "token ranges are ordered at \(t.start)")
            previousEnd = t.trailingTriviaEnd
        }
        try expect(previousEnd == bytes.count, "tokens cover the file")
        try expect(file.tokens.last?.kind == .endOfFile, "the last token is the end of file")
        for e in file.errors {
            try expect(e.range.lowerBound >= 0 && e.range.upperBound <= bytes.count, "error range inside the file")
        }
        var declarations = 0
        var brokenInDeclarations: InvariantBroken?
        file.forEachDeclaration { d in
            declarations += 1
            guard brokenInDeclarations == nil else { return }
            guard d.range.lowerBound >= 0 && d.range.upperBound <= bytes.count else {
                brokenInDeclarations = InvariantBroken(description: "declaration range inside the file")
                return
            }
            _ = file.text(d.range)
            _ = file.comments(in: d.leadingTriviaRange)
            for p in d.signature?.parameters ?? [] where !(p.range.lowerBound >= 0 && p.range.upperBound <= bytes.count) {
                brokenInDeclarations = InvariantBroken(description: "parameter range inside the file")
            }
        }
        if let brokenInDeclarations { throw brokenInDeclarations }
        let full = SourceFile(bytes, skimming: false)
        try expect(file.declarations == full.declarations, "skimmed declarations equal those of reading every token")
        try expect(file.errors == full.errors, "skimmed errors equal those of reading every token")
        try expect(declarations <= bytes.count + 1, "no more declarations than bytes")

        // LineIndex: positions round-trip in every encoding at character starts of valid UTF-8 (at most 64
        // offsets per input); anywhere else they stay inside the file.
        let lines = file.lineIndex
        let step = max(1, bytes.count / 64)
        var offset = 0
        while offset <= bytes.count {
            let line = lines.line(of: offset)
            let start = lines.lineStart(line)
            let atCharacterStart = offset == bytes.count || bytes[offset] & 0xC0 != 0x80
            let insideCRLF = offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
            let validPrefix = String(validating: bytes[start..<offset], as: UTF8.self) != nil
            for encoding in PositionEncoding.allCases {
                let p = lines.position(of: offset, encoding: encoding)
                let back = lines.offset(line: p.line, column: p.column, encoding: encoding)
                try expect(back >= 0 && back <= bytes.count, "offset of a position stays inside the file")
                if atCharacterStart && !insideCRLF && validPrefix {
                    try expect(back == offset, "position of \(offset) round-trips (\(encoding)): \(p) -> \(back)")
                }
            }
            offset += step
        }
        _ = lines.offset(line: Int.max, column: Int.max, encoding: .utf16)
        _ = lines.offset(line: -1, column: -1, encoding: .utf32)
    }
}
