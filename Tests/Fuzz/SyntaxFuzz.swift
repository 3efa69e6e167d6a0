// libFuzzer harness for StubbleSyntax (built by Scripts/fuzz.sh, not by SwiftPM).
// Any input bytes. Invariants (ARCHITECTURE.md, StubbleSyntax): parsing never traps; every byte belongs to
// exactly one token or piece of trivia and printing the tokens gives the input back; token, declaration and
// error ranges lie inside the file; LineIndex positions round-trip in UTF-8/UTF-16/UTF-32; skimming (bodies,
// brackets, parameter clauses parsed on first use) is invisible: the declarations (every parameter included)
// and the errors equal those of reading every token. Time is bounded by libFuzzer's -timeout (a hang is
// reported as a crash).

@testable import StubbleSyntax

@inline(never)
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}

func checkSyntax(_ bytes: [UInt8]) {
    let file = SourceFile(bytes)
    check(file.printedBytes() == bytes, "lossless round trip")
    var previousEnd = 0
    for t in file.tokens {
        check(t.leadingTriviaStart == previousEnd, "tokens are contiguous at \(previousEnd)")
        check(t.leadingTriviaStart <= t.start && t.start <= t.end && t.end <= t.trailingTriviaEnd,
              "token ranges are ordered at \(t.start)")
        previousEnd = t.trailingTriviaEnd
    }
    check(previousEnd == bytes.count, "tokens cover the file")
    check(file.tokens.last?.kind == .endOfFile, "the last token is the end of file")
    for e in file.errors {
        check(e.range.lowerBound >= 0 && e.range.upperBound <= bytes.count, "error range inside the file")
    }
    var declarations = 0
    file.forEachDeclaration { d in
        declarations += 1
        check(d.range.lowerBound >= 0 && d.range.upperBound <= bytes.count, "declaration range inside the file")
        _ = file.text(d.range)
        _ = file.comments(in: d.leadingTriviaRange)
        for p in d.signature?.parameters ?? [] {
            check(p.range.lowerBound >= 0 && p.range.upperBound <= bytes.count, "parameter range inside the file")
        }
    }
    let full = SourceFile(bytes, skimming: false)
    check(file.declarations == full.declarations, "skimmed declarations equal those of reading every token")
    check(file.errors == full.errors, "skimmed errors equal those of reading every token")
    check(declarations <= bytes.count + 1, "no more declarations than bytes")

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
            check(back >= 0 && back <= bytes.count, "offset of a position stays inside the file")
            if atCharacterStart && !insideCRLF && validPrefix {
                check(back == offset, "position of \(offset) round-trips (\(encoding)): \(p) -> \(back)")
            }
        }
        offset += step
    }
    _ = lines.offset(line: Int.max, column: Int.max, encoding: .utf16)
    _ = lines.offset(line: -1, column: -1, encoding: .utf32)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkSyntax(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
