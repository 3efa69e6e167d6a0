import Testing
@testable import StubbleEngine

/// `Mocking.apply` writes edits that lie apart in one pass; it must give what applying them one at a time from the
/// last back gives (the way it always applied them), for edits apart and for the others (two at one place,
/// overlapping, out of the text), which still go one at a time.
@Suite("Mocking.apply")
struct MockApplyTests {
    /// The edit-by-edit application `Mocking.apply` used for every list of edits.
    static func oneAtATime(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let lo = min(max(edit.range.lowerBound, 0), out.count)
            let hi = min(max(edit.range.upperBound, lo), out.count)
            out.replaceSubrange(lo..<hi, with: Array(edit.newText.utf8))
        }
        return out
    }

    @Test func givesWhatApplyingTheEditsOneAtATimeGives() {
        var generator = SystemRandomNumberGenerator()
        let texts = ["", "x", "\n\n#if DEBUG\nfinal class AMock {}\n#endif", "import Foundation\n", "é", "ab"]
        var apart = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0x61...0x7A, using: &generator) }
            var edits: [TextEdit] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let lo = Int.random(in: -2...(count + 2), using: &generator)
                let hi = lo + Int.random(in: 0...4, using: &generator)
                edits.append(TextEdit(range: lo..<hi, newText: texts.randomElement(using: &generator)!))
            }
            let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            if zip(sorted, sorted.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound && $0.range.lowerBound < $1.range.lowerBound }),
               sorted.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= count }) { apart += 1 }
            #expect(Mocking.apply(edits, to: bytes) == Self.oneAtATime(edits, to: bytes), "\(edits) on \(bytes.count) bytes")
        }
        #expect(apart > 300, "edits apart, written in one pass, among the cases")
    }

    @Test func twoInsertionsAtOnePlaceKeepTheirOrder() {
        let bytes = Array("abc".utf8)
        let edits = [TextEdit(range: 1..<1, newText: "1"), TextEdit(range: 1..<1, newText: "2"), TextEdit(range: 3..<3, newText: "!")]
        #expect(String(decoding: Mocking.apply(edits, to: bytes), as: UTF8.self) == "a21bc!")
    }
}
