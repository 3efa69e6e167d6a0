import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Whether `add --all`'s output parses is decided on pieces parsed on every core (`Stubbing.parsesWithoutErrors`;
/// the rule is StubbleSyntax's, tested in `PieceParseTests`). CI runs this suite under the thread sanitizer too.
@Suite("Outputs checked in pieces on every core get the whole's answer")
struct ParallelParseCheckTests {
    /// Whether an output parses is decided on pieces parsed on every core (`Stubbing.parsesWithoutErrors`):
    /// made small here, so that every fixture's input and output are cut in many, the answer is still that of
    /// parsing the whole.
    @Test func anOutputParsedInPiecesGetsTheWholesAnswer() throws {
        var cut = 0
        for (name, text) in try AddAllTextTests().inputs() {
            for bytes in [text, Stubbing.addAllText(text), Stubbing.addAllText(text, options: StubOptions(condition: "DEBUG", spy: true))] {
                #expect(Stubbing.parsesWithoutErrors(bytes, pieceSize: 64) == SourceFile.errors(of: bytes).isEmpty, "\(name)")
                cut += SourceFile.cuts(in: bytes, pieces: bytes.count / 64).count > 1 ? 1 : 0
            }
        }
        #expect(cut > 20, "outputs were cut in pieces")
    }
}
