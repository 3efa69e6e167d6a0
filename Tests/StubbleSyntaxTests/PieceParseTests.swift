import Foundation
import Testing
@testable import StubbleSyntax

/// Whether a file parses, decided on pieces (`SourceFile.parsesWithoutErrors`): the answer must be
/// `errors(of:).isEmpty`'s on every input, because the engine's last line of defence (an output that would
/// break a file that parses is not written) asks it of `add --all`'s outputs, tens of megabytes, on every
/// core. Checked on real Swift (this repository's own sources, tests and fixtures), cut at every place
/// the rule allows, and on the same files broken next to each cut.
@Suite struct PieceParseTests {
    /// This package's Swift files, its tests' fixtures among them: real code with many types, generated code,
    /// and files with errors.
    static func realFiles() -> [(String, [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var out: [(String, [UInt8])] = []
        for folder in ["Sources", "Tests"] {
            let dir = root.appendingPathComponent(folder)
            let paths = (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]) ?? []
            for p in paths.sorted() where p.hasSuffix(".swift") {
                out.append((folder + "/" + p, [UInt8]((try? Data(contentsOf: dir.appendingPathComponent(p))) ?? Data())))
            }
        }
        return out
    }

    /// Every place `cuts` may cut `bytes` (asked for as many pieces as the file has bytes).
    static func everyCut(_ bytes: [UInt8]) -> [Int] {
        SourceFile.cuts(in: bytes, pieces: max(bytes.count, 2)).dropLast().map(\.upperBound)
    }

    /// Whether the file cut at `c` is accepted as two pieces.
    static func accepted(_ bytes: [UInt8], at c: Int) -> Bool {
        SourceFile.pieceParsesAlone(bytes, 0..<c, isLast: false) && SourceFile.pieceParsesAlone(bytes, c..<bytes.count, isLast: true)
    }

    @Test func theRealFilesHaveCutsAndEveryAcceptedCutIsAFileThatParses() {
        let files = Self.realFiles()
        #expect(files.count > 100, "the package's sources were found")
        var cuts = 0, acceptedCuts = 0
        for (name, bytes) in files {
            let parses = SourceFile.errors(of: bytes).isEmpty
            for c in Self.everyCut(bytes) {
                cuts += 1
                let firstAlone = SourceFile.pieceParsesAlone(bytes, 0..<c, isLast: false)
                let rest = SourceFile.errors(of: Array(bytes[c...])).isEmpty
                if firstAlone {
                    acceptedCuts += rest ? 1 : 0
                    // After a piece that is accepted, the rest parses as it does alone.
                    #expect(parses == rest, "\(name) cut at \(c)")
                }
            }
            // The answer on pieces is the whole's, for a few piece counts.
            for pieces in [2, 3, 8] {
                #expect(SourceFile.parsesWithoutErrors(bytes, pieces: pieces) == parses, "\(name) in \(pieces) pieces")
            }
        }
        // The rule finds places to cut in real code and accepts most of them (the sources all parse).
        #expect(cuts > 500)
        #expect(acceptedCuts * 2 > cuts, "\(acceptedCuts) of \(cuts) cuts accepted")
    }

    /// What could carry the parser or the lexer across a cut, written next to it: brackets, strings, comments,
    /// `#if`, continuations of an expression, a statement's second half.
    static let breakers = ["{", "}", "(", ")", "[", "\"", "\"\"\"", "/*", "*/", "#if X\n", "#endif\n", "#else\n", "`",
                           ".x", "\n.x()", "else {", "\nelse {}\n", "where T: P", "= 1", ":", "<", "#\"", "/", "\\(",
                           "\n@", "\nfunc f() {", "\ncase a\n", "\n}\n", "\n{\n", "\nstruct S {\n"]

    @Test func filesBrokenNextToACutGetTheWholesAnswer() {
        // A few real files (cut often), broken just before, at and after each cut, and inside each piece.
        let files = Self.realFiles().filter { $0.1.count < 15_000 }.enumerated().filter { $0.offset % 5 == 0 }.prefix(24).map(\.element)
        var checked = 0, acceptedBroken = 0
        for (name, bytes) in files {
            for c in Self.everyCut(bytes).prefix(4) {
                for at in [c / 2, c - 3, c - 2, c - 1, c, c + 1, (c + bytes.count) / 2] where at >= 0 && at <= bytes.count {
                    for b in Self.breakers {
                        var broken = bytes
                        broken.insert(contentsOf: Array(b.utf8), at: at)
                        let cutAt = at < c ? c + b.utf8.count : c
                        let parses = SourceFile.errors(of: broken).isEmpty
                        if Self.accepted(broken, at: cutAt) {
                            acceptedBroken += parses ? 0 : 1
                            #expect(parses, "\(name): \(b.debugDescription) at \(at), cut at \(cutAt)")
                        }
                        #expect(SourceFile.parsesWithoutErrors(broken, pieces: 4) == parses, "\(name): \(b.debugDescription) at \(at)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
        #expect(acceptedBroken == 0)
    }

    /// Generated code as `add --all` writes it: a type per few lines, each closed by a `}` alone on its line.
    @Test func generatedCodeIsCutIntoTheAskedPiecesAndEachIsAccepted() {
        var text = "import Foundation\n\n"
        for i in 0..<64 {
            text += "// @Stubbable\npublic struct M\(i): Sendable {\n    var _getX: (@Sendable () -> Int)? { get { nil } nonmutating set { } } // stubble\n    public var x: Int = 0 { // stubble\n        get { if let _getX { return _getX() }; return _x } // stubble\n    } // stubble\n    public var _x: Int = 0\n}\n\n"
        }
        let bytes = Array(text.utf8)
        let ranges = SourceFile.cuts(in: bytes, pieces: 8)
        #expect(ranges.count == 8)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == bytes.count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        for r in ranges {
            #expect(SourceFile.pieceParsesAlone(bytes, r, isLast: r == ranges.last), "\(r)")
        }
        #expect(SourceFile.parsesWithoutErrors(bytes, pieces: 8))
        // A `}` missing in one piece: that piece is refused, and the whole does not parse.
        var broken = bytes
        let brace = ranges[3].upperBound - 2
        #expect(broken[brace] == 0x7D)
        broken.remove(at: brace)
        #expect(!SourceFile.pieceParsesAlone(broken, ranges[3].lowerBound..<(ranges[3].upperBound - 1), isLast: false))
        #expect(!SourceFile.parsesWithoutErrors(broken, pieces: 8))
        #expect(!SourceFile.errors(of: broken).isEmpty)
    }

    /// A piece whose last item is not a type declaration is refused, even when it parses: a function's or a
    /// statement's `}` may be followed by what continues it.
    @Test func onlyATypeDeclarationsBraceEndsAPiece() {
        func acceptedAt(_ s: String) -> Bool {
            let bytes = Array(s.utf8)
            guard let c = Self.everyCut(bytes).first else { return false }
            return SourceFile.pieceParsesAlone(bytes, 0..<c, isLast: false)
        }
        #expect(acceptedAt("struct A {\n}\nstruct B {}\n"))
        #expect(acceptedAt("extension A {\n}\nfunc f() {}\n"))
        #expect(acceptedAt("@available(*, deprecated)\nenum E {\n}\n// next\nlet x = 1\n"))
        #expect(!acceptedAt("func f() {\n}\nstruct B {}\n"))
        #expect(!acceptedAt("if x {\n}\nelse {}\n"))
        #expect(!acceptedAt("foo {\n}\nbar: {}\n"))
        #expect(!acceptedAt("var x: Int {\n}\nstruct B {}\n"))
        #expect(!acceptedAt("#if X\nstruct A {\n}\n#endif\nstruct B {}\n"))
        #expect(!acceptedAt("struct A {\n}\n;\nstruct B {}\n") || Self.everyCut(Array("struct A {\n}\n;\nstruct B {}\n".utf8)).isEmpty)
        // No cut before a line that does not start a declaration's way.
        #expect(Self.everyCut(Array("struct A {\n}\n(x)\n".utf8)).isEmpty)
        #expect(Self.everyCut(Array("struct A {\n}\n/* c */ struct B {}\n".utf8)).isEmpty)
        #expect(Self.everyCut(Array("struct A {\n}\n#if X\n#endif\n".utf8)).isEmpty)
        #expect(Self.everyCut(Array("struct A {\n}\n\n  // c\n  struct B {}\n".utf8)) == [13])
    }
}
