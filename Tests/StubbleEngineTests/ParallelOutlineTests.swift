import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

// A file's outline is built one top-level declaration per task on every core when it has many
// (`SourceOutline.parse`: generated code declares thousands of structs). The outline must be the one a build on
// one thread makes, field by field, for every shape the fixtures hold. The fixtures have a few top-level
// declarations (their outlines are built on one thread), so here every declaration is its own task. CI runs this
// suite under the thread sanitizer too.

@Suite("Outlines built on every core are built as on one thread")
struct ParallelOutlineTests {
    /// Every stored field of every declaration of `o`, depth first (a declaration's `parent` as its start).
    static func described(_ o: SourceOutline) -> String {
        var out = ""
        func dump(_ value: Any, _ indent: String) {
            let m = Mirror(reflecting: value)
            if let d = value as? OutlineDecl {
                out += indent + "decl\n"
                for c in m.children {
                    if c.label == "parent" {
                        out += indent + "  parent: \(d.parent.map { "\($0.kind) \($0.name) at \($0.start)" } ?? "none")\n"
                    } else if c.label == "members" {
                        for x in d.members { dump(x, indent + "    ") }
                    } else {
                        out += indent + "  \(c.label ?? "?"): \(c.value)\n"
                    }
                }
            }
        }
        for d in o.declarations { dump(d, "") }
        out += "listed: " + (o.listed ?? []).map { "\($0.name)@\($0.start)" }.joined(separator: ",") + "\n"
        return out
    }

    /// Every fixture's input and expected files, with their generated code stripped as an analysis reads them.
    static func texts() throws -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        for name in Fixture.names() {
            let f = try Fixture(name)
            for (file, text) in f.inputs.map({ ($0.name, $0.text) }) + (try f.expectedFiles() ?? []) {
                out.append(("\(name)/\(file)", Markers.strip(text).original))
            }
        }
        return out
    }

    @Test func everyFixtureHasTheSameOutlineBuiltInParallel() throws {
        var compared = 0
        for (name, text) in try Self.texts() {
            let one = SourceOutline.parse(text, perChunk: .max)
            guard one.declarations.count >= 2 else { continue }
            let parallel = SourceOutline.parse(text, perChunk: 1)
            #expect(Self.described(parallel) == Self.described(one), "\(name)")
            compared += one.allDeclarations.count
        }
        #expect(compared > 1000)
    }

    /// The dump sees what differs: a field of a nested member, and the order of the top-level declarations.
    @Test func theComparisonSeesADifference() throws {
        let text = Array("struct A {\n    var x: Int = 0\n}\nstruct B {\n    func f() {}\n}\n".utf8)
        let one = SourceOutline.parse(text, perChunk: .max)
        let other = SourceOutline.parse(text, perChunk: .max)
        #expect(Self.described(one) == Self.described(other))
        other.declarations[1].members[0].name = "g"
        #expect(Self.described(one) != Self.described(other))
        var swapped = SourceOutline.parse(text, perChunk: .max)
        swapped.declarations.reverse()
        #expect(Self.described(one) != Self.described(swapped))
    }
}

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
