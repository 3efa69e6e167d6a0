import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// Inputs the fuzzers (Tests/Fuzz/, Scripts/fuzz.sh) found that crashed or broke an invariant, each kept as a
/// test of the behaviour that was fixed. The raw reproducers are also replayed by the fuzzers themselves
/// (Tests/Fuzz/regressions/), which are built optimized: some of these only trapped with -O.
@Suite struct FuzzRegressionTests {
    /// Every action offered at every offset applies inside the text, in order.
    func actionsEverywhere(_ text: String) -> [Int: [Fix]] {
        let bytes = Array(text.utf8)
        var byOffset: [Int: [Fix]] = [:]
        for offset in 0...bytes.count {
            let fixes = Engine.actions(bytes, at: offset..<offset)
            for fix in fixes {
                var cursor = 0
                for e in fix.edits {
                    #expect(e.range.lowerBound >= cursor && e.range.upperBound <= bytes.count, "\(fix.id) at \(offset)")
                    cursor = e.range.upperBound
                }
            }
            byOffset[offset] = fixes
        }
        return byOffset
    }

    /// `Stubbing.actions` read a member's weak `parent` after the analysis owning the outline had been
    /// released (with -O the release comes right after its last use): a member of an annotated protocol
    /// trapped on `d.parent!`, in the server's code actions too.
    @Test func actionOnAMemberOfAnAnnotatedProtocol() {
        let text = "import Foundation\n\n// @Stubbable\nprotocol Clock {\n    func now() -> Date\n}\n"
        let actions = actionsEverywhere(text)
        let onMember = actions[Array(text.utf8).count - 10]!  // inside `func now() -> Date`
        // (The annotation is taken away by its error's fix, which the member is offered too.)
        #expect(onMember.contains { $0.title == "Remove '// @Stubbable'" }, "\(onMember.map(\.title))")
    }
}

extension FuzzRegressionTests {
    /// Two protocols of one name (a pasted copy, mid-edit) got two mocks named alike, and each then looked
    /// stale against the other protocol: "generate mocks, then refresh" was not a no-op. Now neither is mocked
    /// and each says why.
    @Test func twoProtocolsOfOneNameAreNotMocked() {
        let text = Array("""
        protocol Timer {
            func cancel() -> Bool
        }
        protocol Timer {
            func cancel()
        }

        """.utf8)
        let (edits, problems) = Mocking.generateAll(in: SourceFile(text))
        #expect(edits.isEmpty)
        #expect(problems.map(\.reason) == Array(repeating: "more than one protocol named 'Timer' in this file", count: 2))
        #expect(Engine.fixAll(TextDiff.apply(edits, to: text)).isEmpty)
        // One protocol of the name: mocked as before, and fresh right after.
        let single = Array("protocol Timer {\n    func cancel() -> Bool\n}\n".utf8)
        let generated = Mocking.generateAll(in: SourceFile(single)).edits
        #expect(!generated.isEmpty)
        #expect(Engine.fixAll(TextDiff.apply(generated, to: single)).isEmpty)
    }
}

extension FuzzRegressionTests {
    /// The engine fuzzer reported that "remove stubs" broke a file that parsed: one generated line had its
    /// marker edited (`} //!stubble`). That line is no longer generated code but the user's, and user lines
    /// are never dropped, so it stays (unbalanced) when the stubs around it go, and the storage keeps its `_`
    /// (the computed property it belonged to is no longer whole). By design; the fuzzer's
    /// "keeps parsing" check now requires the original text (stubs stripped) to parse as well.
    @Test func aGeneratedLineWithAnEditedMarkerIsTheUsers() {
        let text = """
        // @Stubbable
        final class Pricing {
            var _getBase: (() -> Int)? = nil // stubble
            var base: Int { // stubble
                get { if let _getBase { return _getBase() }; return _base } // stubble
            } //!stubble
            let _base: Int
        }

        """
        let bytes = Array(text.utf8)
        #expect(SourceFile(bytes).errors.isEmpty)
        let removed = String(decoding: TextDiff.apply(Stubbing.removeAll(bytes), to: bytes), as: UTF8.self)
        #expect(removed == """
        final class Pricing {
            } //!stubble
            let _base: Int
        }

        """)
    }
}

extension FuzzRegressionTests {
    /// A mock whose class the user renamed (so its header is not found) was re-indented one level deeper at
    /// every refresh: "refresh, then refresh" was never a no-op. The class's indentation is now the marker's
    /// less one level.
    @Test func aMockWithARenamedClassRefreshesOnce() {
        let protocolText = "protocol Timer {\n    func cancel() -> Bool\n}\n\n"
        let generated = Array(protocolText.utf8)
        let mocked = TextDiff.apply(Mocking.generateAll(in: SourceFile(generated)).edits, to: generated)
        let renamed = Array(String(decoding: mocked, as: UTF8.self).replacingOccurrences(of: "class TimerMock", with: "class MyTimer").utf8)
        #expect(renamed != mocked)
        // The generated code still named the old class (`init(_ configure: (TimerMock) ...)`, which no longer
        // exists): one refresh names the class as it is now, and then there is nothing to refresh.
        let renamedFixed = TextDiff.apply(Engine.fixAll(renamed), to: renamed)
        let renamedText = String(decoding: renamedFixed, as: UTF8.self)
        #expect(renamedText.contains("init(_ configure: (MyTimer) throws -> Void)") && !renamedText.contains("TimerMock"), "\(renamedText)")
        #expect(Engine.fixAll(renamedFixed).isEmpty)
        // Stale (the protocol changed): one refresh makes it fresh, at the same indentation.
        let stale = Array(String(decoding: renamed, as: UTF8.self).replacingOccurrences(of: "func cancel() -> Bool\n}", with: "func cancel() -> Int\n}").utf8)
        let refreshed = TextDiff.apply(Engine.fixAll(stale), to: stale)
        #expect(refreshed != stale)
        #expect(Engine.fixAll(refreshed).isEmpty)
        let text = String(decoding: refreshed, as: UTF8.self)
        #expect(text.contains("\n    // stubble:mock:begin Timer\n") && text.contains("\n    func cancel() -> Int {\n"), "\(text)")
    }
}

extension FuzzRegressionTests {
    /// `TextDiff.edits` trimmed common bytes and then kept UTF-8 boundaries of the old text only: when the
    /// cut fell inside a character of the new text, that part of the character went out as U+FFFD, so a
    /// refresh of a mock whose comment had a damaged `→` wrote the wrong bytes (and the next refresh wanted to
    /// change them again).
    @Test func minimalEditsNeverCutACharacterOfTheNewText() {
        func roundTrip(_ old: [UInt8], _ new: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
            let edits = TextDiff.edits(from: old, to: new)
            #expect(TextDiff.apply(edits, to: old) == new, "\(old) -> \(new): \(edits)", sourceLocation: sourceLocation)
        }
        roundTrip([0xE2, 0x86, 0x5F, 0x92, 0x0A], [0xE2, 0x86, 0x92, 0x0A])  // the fuzzer's case
        roundTrip(Array("é\n".utf8), Array("è\n".utf8))
        roundTrip(Array("a😀b".utf8), Array("a😁b".utf8))
        roundTrip(Array("ab".utf8), Array("abc".utf8))  // no final line break
        // Random pairs over an alphabet of one- to four-byte characters, line breaks and stray bytes.
        let alphabet: [[UInt8]] = ["a", "\n", "é", "è", "→", "←", "😀", "😁", "漢"].map { Array($0.utf8) } + [[0x92], [0xE2, 0x86]]
        var state: UInt64 = 7
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        for _ in 0..<3_000 {
            let old = (0..<next(12)).flatMap { _ in alphabet[next(alphabet.count)] }
            var new = old
            for _ in 0..<(1 + next(3)) {
                let piece = alphabet[next(alphabet.count)]
                if new.isEmpty || next(2) == 0 { new.insert(contentsOf: piece, at: next(new.count + 1)) } else { new.remove(at: next(new.count)) }
            }
            // Only valid UTF-8 can be carried by TextEdit's String; the old text may be anything.
            guard String(validating: new, as: UTF8.self) != nil else { continue }
            roundTrip(old, new)
        }
    }
}

extension FuzzRegressionTests {
    /// A one-line body with bytes that are not UTF-8 (`0xFF` here): "make stubbable" wraps the body in inline
    /// fragments, and the single edit spanning the user's bytes carried them as a String, so they came back as
    /// U+FFFD, and "remove stubs" did not give the input back. Edits now go around such bytes.
    @Test func bytesThatAreNotUTF8SurviveAddAndRemove() {
        let text = Array("class Service {\n    func s() -> Int { ".utf8) + [0xFF, 0xFF, 0xFF] + Array(" * 2 }\n}\n".utf8)
        let added = TextDiff.apply(Stubbing.addAll(text), to: text)
        #expect(added.count > text.count)
        #expect(added.firstRange(of: [0xFF, 0xFF, 0xFF]) != nil, "the user's bytes are kept as they were")
        let removed = TextDiff.apply(Stubbing.removeAll(added), to: added)
        #expect(removed == text)
        // And the diff itself, on such bytes.
        let old = Array("{ ".utf8) + [0xFF] + Array(" }".utf8)
        let new = Array("{ /*a*/ ".utf8) + [0xFF] + Array(" /*b*/ }".utf8)
        let edits = TextDiff.edits(from: old, to: new)
        #expect(TextDiff.apply(edits, to: old) == new)
        #expect(edits.allSatisfy { !$0.newText.contains("\u{FFFD}") })
    }
}

extension FuzzRegressionTests {
    /// A single-expression body whose closing brace shares the expression's line (`c * 9 / 5 + 32 }`): its
    /// inline closing fragment was followed by a space outside the markers, which stripping left behind, so
    /// every refresh added another space and the stubs were never fresh.
    @Test func aBodyClosedOnTheExpressionsLineIsFreshAfterOneRefresh() {
        for body in ["var f: Double {\n        get {\n            c * 9 / 5 + 32 }\n    }", "func f() -> Double {\n        c * 9 / 5 + 32 }"] {
            let text = Array("final class T {\n    private var c: Double = 20\n    \(body)\n}\n".utf8)
            let added = TextDiff.apply(Stubbing.addAll(text), to: text)
            #expect(added != text)
            #expect(Engine.fixAll(added).isEmpty, "\(String(decoding: added, as: UTF8.self))")
            #expect(TextDiff.apply(Stubbing.removeAll(added), to: added) == text)
            // Annotated by hand, then expanded by a refresh: fresh right after.
            let annotated = Array("// @Stubbable\n".utf8) + text
            let fixed = TextDiff.apply(Engine.fixAll(annotated), to: annotated)
            #expect(fixed != annotated)
            #expect(Engine.fixAll(fixed).isEmpty, "\(String(decoding: fixed, as: UTF8.self))")
        }
    }
}

extension FuzzRegressionTests {
    /// A type written over several lines with a line comment inside (`(Int, // the id` / `String) -> Void`)
    /// was put on one line as it was, so the comment swallowed the rest of the generated line: the stubs did
    /// not compile and "remove" did not give the input back. Comments now count as line breaks there.
    @Test func aTypeWithACommentInsideIsPutOnOneLineWithoutIt() {
        for newline in ["\n", "\r\n"] {
            let text = Array(["final class S {", "    var handler: (Int, // the id", "                  String) -> Void = { _, _ in }",
                              "    func f(x: Int /* x */, // the x", "           y: Int) -> Int { y }", "}", ""].joined(separator: newline).utf8)
            let added = TextDiff.apply(Stubbing.addAll(text), to: text)
            let addedText = String(decoding: added, as: UTF8.self)
            #expect(addedText.contains("var _getHandler: (() -> (Int, String) -> Void)? = nil // stubble"), "\(addedText)")
            #expect(addedText.contains("var _f: ((Int, Int) -> Int)? = nil // stubble"), "\(addedText)")
            #expect(SourceFile(added).errors.isEmpty)
            #expect(Engine.fixAll(added).isEmpty)
            #expect(TextDiff.apply(Stubbing.removeAll(added), to: added) == text)
        }
    }
}

extension FuzzRegressionTests {
    /// A protocol between a mock's begin and end markers (here the end marker was moved below it): its new
    /// mock was inserted inside the region the other mock's refresh replaces, so "generate mocks" returned
    /// overlapping edits. Such a protocol is not mocked, and says why.
    @Test func aProtocolInsideAnotherMocksRegionIsNotMocked() {
        let text = Array("""
        protocol Clock {
            func now() -> Int
        }

        final class ClockMock: Clock {
            // stubble:mock:begin Clock
            func now() -> Int { 0 }
        }

        protocol Service {
            func run()
        }
            // stubble:mock:end Clock

        """.utf8)
        let (edits, problems) = Mocking.generateAll(in: SourceFile(text))
        var cursor = 0
        for e in edits {
            #expect(e.range.lowerBound >= cursor, "\(edits)")
            cursor = e.range.upperBound
        }
        #expect(problems.map(\.reason) == ["the brackets between its mock's markers do not balance (was the generated code edited?)",
                                            "it is inside the generated mock of 'Clock'"])
        // Refreshing Clock's region would have deleted the class's closing brace and the protocol after it: the
        // region's brackets do not balance in a file that parses, so it is left alone too (a later fuzzer finding).
        #expect(edits.isEmpty)
    }
}

extension FuzzRegressionTests {
    /// A protocol whose closing brace went missing, so that its own mock sat inside its body, with the mock's
    /// header line run into a member and a comment (`func make() -> S// ... class StoreMock: Store {`). The
    /// refresh took that whole line for the header and rewrote it (the `func make() -> S` was lost), and the
    /// mock's members read as requirements, so every refresh wrote a bigger mock. Now the line is the user's,
    /// and the mock is left alone with a reason.
    @Test func mockInsideItsOwnProtocolIsLeftAlone() {
        let text = Array("""
        protocol Store {
            func fetch(id: Int) -> String
            func make() -> S// note: class StoreMock: Store {
            // stubble:mock:begin Store
            init() {}

            // MARK: fetch(id:)
            var _fetch: ((Int) -> String)? = nil
            func fetch(id: Int) -> String {
                if let _fetch { return _fetch(id) }
                return ""
            }
            // stubble:mock:end Store
        }

        """.utf8)
        #expect(Engine.fixAll(text).isEmpty)
        #expect(Mocking.refreshAll(in: SourceFile(text)).isEmpty)
        let (edits, problems) = Mocking.generateAll(in: SourceFile(text))
        #expect(edits.isEmpty)
        #expect(problems.map(\.reason) == ["its mock is inside the protocol's body (is a closing brace missing?)"])
        let findings = Mocking.diagnose(text)
        #expect(findings.map(\.message) == ["Cannot mock 'Store': its mock is inside the protocol's body (is a closing brace missing?)"])
        #expect(findings.allSatisfy { $0.fixes.isEmpty })
    }

    /// A line that names the mock and ends with `{` is its header only when it declares it: attributes and
    /// modifiers, `class` or `actor`, the name, no comment. Real headers, edited by hand, still count.
    @Test func onlyADeclarationIsTakenForTheMockHeader() {
        func isHeader(_ line: String) -> Bool {
            let bytes = Array(line.utf8)
            guard let at = Mocking.wordOffset(of: "StoreMock", in: bytes, range: 0..<bytes.count) else { return false }
            return Mocking.isMockHeader(bytes, declaration: 0..<at, rest: (at + "StoreMock".utf8.count)..<bytes.count)
        }
        #expect(isHeader("final class StoreMock: Store {"))
        #expect(isHeader("public final class StoreMock: Store {"))
        #expect(isHeader("@MainActor final class StoreMock: Store {"))
        #expect(isHeader("actor StoreMock: Store {"))
        #expect(isHeader("final class StoreMock<Item: Equatable>: Store where Item: Sendable {"))
        #expect(!isHeader("func make() -> S// stubble: Other.swift class StoreMock: Store {"))
        #expect(!isHeader("let mock = StoreMock {"))
        #expect(!isHeader("final class StoreMock: Store { // see below {"))
        #expect(!isHeader("/* old */ final class StoreMock: Store {"))
    }
}

extension FuzzRegressionTests {
    /// A struct's generated stubs box cut in two by a line whose `// stubble` marker was edited (that line is the
    /// user's now). "Make stubbable" on the struct (a refresh of it) wrote a new box but kept the old box's tail,
    /// which no declaration owns, and "Remove stubs" kept it too: the braces no longer matched. A refresh or a
    /// removal of a declaration now drops such debris inside it, as the whole-file refresh does.
    @Test func aRefreshDropsTheTailOfABoxCutByAnEditedMarker() throws {
        let plain = Array("struct Point: Equatable {\n    var x: Int\n    func norm() -> Int { x }\n}\n".utf8)
        let stubbed = TextDiff.apply(Stubbing.addAll(plain), to: plain)
        var text = String(decoding: stubbed, as: UTF8.self)
        // The edited line is the box's `init() {}`: the user's from then on, an initializer of `Point`, which
        // gets its hook like any other (the box's `==` was used before operators got hooks).
        let marked = "init() {} // stubble\n"
        #expect(text.contains(marked), "\(text)")
        text = text.replacingOccurrences(of: marked, with: "init() {} // stubble, edited\n")
        let damaged = Array(text.utf8)
        #expect(SourceFile(damaged).errors.isEmpty)
        let at = try #require(text.range(of: "Point")).lowerBound.utf16Offset(in: text)
        let added = TextDiff.apply(Stubbing.add(damaged, at: at), to: damaged)
        #expect(SourceFile(added).errors.isEmpty, "\(String(decoding: added, as: UTF8.self))")
        #expect(Stubbing.fixAll(added).isEmpty)
        #expect(String(decoding: added, as: UTF8.self).contains("init() {/*stubble:*/ if let _init = Self._init { self = _init(); return };/*:stubble*/} // stubble, edited\n"))
        // "Remove stubs" took the struct's own pieces and left the tail: removed with them now, the user's line kept.
        let removed = TextDiff.apply(Stubbing.remove(damaged, at: at), to: damaged)
        let removedText = String(decoding: removed, as: UTF8.self)
        #expect(SourceFile(removed).errors.isEmpty, "\(removedText)")
        #expect(!removedText.contains("_StubBox()") && !removedText.contains("func hash(into"), "\(removedText)")
        #expect(removedText.contains("init() {} // stubble, edited\n"))
    }
}

extension FuzzRegressionTests {
    /// Half-written code where an unclosed `[` in a property's type swallowed the lines after it, braces and an
    /// unterminated string included. `add --all` stubbed the property from that text; on the generated line the
    /// string swallowed the `// stubble` marker, so the stubs read back differently: the refresh right after
    /// removed its accessors, and remove --all did not give the input back. Text with a brace, `;` or a quote is
    /// not a type: such a member is skipped, with a hint that says so.
    @Test func aTypeThatSwallowedCodeIsNotStubbed() {
        let text = Array("""
        final class Roster {
            func count() -> Int { 0 }
            var students: [String:
                handler: @Sendable () -> Void
            ) {
                self.names = ["a": " unterminated
        """.utf8)
        let added = TextDiff.apply(Stubbing.addAll(text), to: text)
        #expect(Stubbing.fixAll(added).isEmpty)
        #expect(TextDiff.apply(Stubbing.removeAll(added), to: added) == text)
        let hints = Stubbing.diagnose(added).filter { $0.severity == .hint }.map(\.message)
        #expect(hints.contains("'students' is not stubbed: its type is not complete (a brace, ';' or string inside it)"), "\(hints)")
        #expect(String(decoding: added, as: UTF8.self).contains("var _count:"))  // the rest of the type is stubbed
    }
}

extension FuzzRegressionTests {
    /// A damaged inline fragment, `/*stubble:*//*}:stubble*/` (the `}` moved into the closing comment): an opening
    /// marker with no closer, so the user's text. The refresh wrote the missing fragment after it, and the next
    /// analysis paired the old opener with the new fragment's closer and read the damaged text as generated: refresh
    /// after refresh was not a no-op. Fragments never nest, so an opener met before a closer leaves the first
    /// unmatched, before and after the refresh alike.
    @Test func anInlineOpenerWithoutItsCloserStaysTheUsers() {
        let plain = Array("final class Box {\n    subscript(i: Int) -> Int {\n        get { i }\n    }\n}\n".utf8)
        let stubbed = String(decoding: TextDiff.apply(Stubbing.addAll(plain), to: plain), as: UTF8.self)
        let fragmentEnd = "/*stubble:*/}/*:stubble*/}"
        #expect(stubbed.contains(fragmentEnd), "\(stubbed)")
        let damaged = Array(stubbed.replacingOccurrences(of: fragmentEnd, with: "/*stubble:*//*}:stubble*/}").utf8)
        let once = TextDiff.apply(Stubbing.fixAll(damaged), to: damaged)
        #expect(Stubbing.fixAll(once).isEmpty, "\(String(decoding: once, as: UTF8.self))")
        #expect(String(decoding: once, as: UTF8.self).contains("/*stubble:*//*}:stubble*/"))  // the user's text stays
    }
}

extension FuzzRegressionTests {
    /// A paste cut a method of a mock in two, so the region from its begin marker reached the end marker of the
    /// pasted copy, and the brackets between the markers no longer balanced. The refresh replaced that region with
    /// a balanced one, which changed what the code around it parsed as: the file that parsed did not. Such a mock is
    /// left alone, with a reason. (In a file that does not parse, a damaged region is still regenerated: that is
    /// the repair, see FixAllFixpointTests.)
    @Test func aMockRegionWhoseBracketsDoNotBalanceIsLeftAlone() {
        let protocolText = Array("protocol Clock {\n    func now() -> Int\n}\n".utf8)
        let mocked = String(decoding: TextDiff.apply(Mocking.generateAll(in: SourceFile(protocolText)).edits, to: protocolText), as: UTF8.self)
        // The region loses a closing brace and gains one after its end marker: the file still parses.
        let cut = mocked.replacingOccurrences(of: "        return result\n    }\n", with: "        return result\n")
            .replacingOccurrences(of: "    // stubble:mock:end Clock\n", with: "    // stubble:mock:end Clock\n    }\n")
        let damaged = Array(cut.utf8)
        #expect(damaged != Array(mocked.utf8))
        #expect(SourceFile(damaged).errors.isEmpty, "\(cut)")
        #expect(Engine.fixAll(damaged).isEmpty)
        #expect(Mocking.diagnose(damaged).map(\.message) == ["Cannot mock 'Clock': the brackets between its mock's markers do not balance (was the generated code edited?)"])
        #expect(Mocking.bracketsBalance(Array("{ ( [ \"}\" ] ) // }\n }".utf8)))
        #expect(!Mocking.bracketsBalance(Array("{ ( }".utf8)))
        #expect(!Mocking.bracketsBalance(Array("}{".utf8)))
    }
}

extension FuzzRegressionTests {
    /// The other side of dropping debris: the marker of a stubbed property's closing `} // stubble` line was
    /// edited, so that `}` is the user's, and the generated lines it closes no longer match anything. Dropping them
    /// with a refresh or removal of the struct left the user's `}` alone and broke a file that parsed. Debris stays
    /// when dropping it would unbalance brackets that were balanced.
    @Test func debrisThatAUsersBracePairsWithStays() throws {
        let plain = Array("struct Grid {\n    var cells: [Int] = [1, 2]\n    func count() -> Int { cells.count }\n}\n".utf8)
        let stubbed = String(decoding: TextDiff.apply(Stubbing.addAll(plain), to: plain), as: UTF8.self)
        let closing = "    } // stubble\n    var _cells"
        #expect(stubbed.contains(closing), "\(stubbed)")
        let damaged = Array(stubbed.replacingOccurrences(of: closing, with: "    } // edited\n    var _cells").utf8)
        #expect(SourceFile(damaged).errors.isEmpty)
        let text = String(decoding: damaged, as: UTF8.self)
        let at = try #require(text.range(of: "Grid")).lowerBound.utf16Offset(in: text)
        let added = TextDiff.apply(Stubbing.add(damaged, at: at), to: damaged)
        #expect(SourceFile(added).errors.isEmpty, "\(String(decoding: added, as: UTF8.self))")
        let removed = TextDiff.apply(Stubbing.remove(damaged, at: at), to: damaged)
        #expect(SourceFile(removed).errors.isEmpty, "\(String(decoding: removed, as: UTF8.self))")
    }
}

extension FuzzRegressionTests {
    /// A reproducer the fuzzers found, as committed under Tests/Fuzz/regressions/engine/.
    func engineRegression(_ name: String) throws -> [UInt8] {
        let url = fixturesURL.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions/engine/\(name)")
        return try [UInt8](Data(contentsOf: url))
    }

    /// A stubbed property's storage is the first declaration after its group of generated lines. A generated line
    /// of another file (`// stubble: Other.swift`) moved in between hid it: the storage `_retryCount` was taken
    /// for a property of the user's named `_retryCount`, and every refresh renamed it once more (`__retryCount`,
    /// `___retryCount`, ...). Generated lines between the group and the storage are now looked past.
    @Test func aGeneratedLineBetweenAPropertysGroupAndItsStorageDoesNotHideIt() throws {
        let plain = Array("var retryCount: Int = 1\n".utf8)
        let stubbed = String(decoding: TextDiff.apply(Stubbing.add(plain, at: 4), to: plain), as: UTF8.self)
        let storage = "// @Stubbable\nvar _retryCount: Int = 1"
        #expect(stubbed.contains("} // stubble\n" + storage), "\(stubbed)")
        let moved = Array(stubbed.replacingOccurrences(of: storage, with: "let banner = \"hi\" // stubble: Other.swift\n" + storage).utf8)
        #expect(Engine.fixAll(moved).isEmpty, "a fresh expansion with another file's line in it needs no refresh")
        #expect(Engine.diagnose(moved).filter { $0.severity == .warning }.isEmpty, "and is not reported out of date")
        #expect(String(decoding: TextDiff.apply(Stubbing.removeAll(moved), to: moved), as: UTF8.self)
                == "let banner = \"hi\" // stubble: Other.swift\nvar retryCount: Int = 1\n",
                "removing the stubs gives back the user's property, and keeps the other file's line")
        // Generated lines with the user's comments between them: the storage is the first code that is the user's.
        let interleaved = Array(stubbed.replacingOccurrences(of: storage, with: "let a = 1 // stubble: Other.swift\n// the user's\nlet b = 2 // stubble: Other.swift\n" + storage).utf8)
        #expect(Engine.fixAll(interleaved).isEmpty, "\(String(decoding: interleaved, as: UTF8.self))")
        // The fuzzer's inputs: a damaged group (its `_modify` line moved below its end, marked as another file's),
        // then that input mutated again (a copy of the group, its first line run into the storage's line).
        for name in ["storage-below-a-moved-line.swift", "storage-below-moved-lines-and-comments.swift"] {
            let damaged = try engineRegression(name)
            let once = TextDiff.apply(Engine.fixAll(damaged), to: damaged)
            #expect(String(decoding: once, as: UTF8.self).contains("nonisolated(unsafe) var _retryCount: Int = 1"), "\(name)")
            #expect(Engine.fixAll(once).isEmpty, "\(name): refresh after refresh is a no-op")
        }
    }

    /// A body with an unclosed `(` (the user's error: the file does not parse) parsed once hooks wrapped it in
    /// `if let _isOnNewline { ... } else { ... }`: the parser reported no error for a bracket left open inside a
    /// block that was closed. Removing the stubs again gave back a file that does not parse, which the "never
    /// break a file that parses" safeguard refused: add, then remove did not give the input back. Both are fixed:
    /// the parser reports such brackets, and the safeguard lets the user's own error stand (next test).
    @Test func stubsOfABodyWithAnUnclosedParenCanBeRemoved() throws {
        let text = try engineRegression("stubs-mend-an-unclosed-paren.swift")
        let source = String(decoding: text, as: UTF8.self)
        #expect(SourceFile(text).errors.map(\.message) == ["unclosed ("], "the user's file has a syntax error")
        let at = try #require(source.range(of: "Scanner")).lowerBound.utf16Offset(in: source)
        let edits = Stubbing.add(text, at: at)
        let stubbed = TextDiff.apply(edits, to: text)
        #expect(!edits.isEmpty)
        #expect(SourceFile(stubbed).errors.map(\.message) == ["unclosed ("], "the hooks do not hide it")
        let annotation = Array("// @Stubbable\n".utf8).count
        #expect(TextDiff.apply(Stubbing.remove(stubbed, at: at + annotation), to: stubbed) == text)
        #expect(TextDiff.apply(Stubbing.removeAll(stubbed), to: stubbed) == text)
    }

    /// The safeguard's exception: a generated line the user's code leans on (here a `)` the user's call needs).
    /// The file parses and the user's own text does not, so the error is the user's, and an action may give that
    /// text back. Where the user's own text parses too, the same kind of edit is refused.
    @Test func theSafeguardLetsTheUsersOwnSyntaxErrorStand() {
        /// An edit deleting `piece` from `text`.
        func deleting(_ piece: String, from text: String) -> [TextEdit] {
            let r = text.range(of: piece)!
            let start = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
            return [TextEdit(range: start..<(start + piece.utf8.count), newText: "")]
        }
        let leaning = "struct A {\n    func f() {\n        g(\n        ) // stubble\n    }\n}\n"
        #expect(SourceFile(Array(leaning.utf8)).errors.isEmpty)
        let dropLine = deleting("        ) // stubble\n", from: leaning)
        #expect(Stubbing.keepingParse(Array(leaning.utf8), dropLine) == dropLine, "the user's own text does not parse: allowed")
        let fine = "struct A {\n    var _f: (() -> Void)? = nil // stubble\n    func f() {\n        g()\n    }\n}\n"
        #expect(SourceFile(Array(fine.utf8)).errors.isEmpty)
        let dropBrace = deleting("    }\n", from: fine)
        #expect(!SourceFile(TextDiff.apply(dropBrace, to: Array(fine.utf8))).errors.isEmpty)
        #expect(Stubbing.keepingParse(Array(fine.utf8), dropBrace).isEmpty, "the user's own text parses: refused")
    }

    /// The safeguard itself: on a file that parses, whose stubs box holds lines with edited markers, making any
    /// declaration stubbable either offers nothing or keeps the file parsing. Without the safeguard, `add` inside
    /// the box wrote an expansion that broke the file (found by CI's fuzz step).
    @Test func noStubActionBreaksAFileThatParses() throws {
        let text = try engineRegression("edited-marker-closes-a-property.swift")
        #expect(SourceFile(text).errors.isEmpty && SourceFile(TextDiff.apply(Stubbing.removeAll(text), to: text)).errors.isEmpty)
        var offered = 0
        // Each line's first and middle character: every declaration and every generated piece in the file.
        var offsets: [Int] = []
        var lineStart = 0
        for (i, b) in text.enumerated() where b == 0x0A {
            offsets += [text[lineStart..<i].firstIndex { $0 != 0x20 } ?? i, (lineStart + i) / 2]
            lineStart = i + 1
        }
        for at in offsets {
            for (what, edits) in [("add", Stubbing.add(text, at: at)), ("remove", Stubbing.remove(text, at: at)),
                                  ("refresh", Stubbing.refresh(text, at: at))] where !edits.isEmpty {
                offered += 1
                let out = TextDiff.apply(edits, to: text)
                #expect(SourceFile(out).errors.isEmpty, "\(what) at \(at):\n\(String(decoding: out, as: UTF8.self))")
            }
        }
        #expect(offered > 0, "some actions are still offered")
        let fixed = TextDiff.apply(Engine.fixAll(text), to: text)
        #expect(SourceFile(fixed).errors.isEmpty)
    }
}

extension FuzzRegressionTests {
    /// Bytes that are not UTF-8 are the user's, and an edit's new text (a String) cannot carry them, so edits go
    /// around them. The bytes kept in place were a plain longest common subsequence, which could prefer to align
    /// the text around them with a generated copy of that text (a stubbed property's new header `var name: S {`
    /// above the user's `var name: S\u{FE}\u{FF}...tring`): the bytes then fell into an edit and came back as
    /// U+FFFD, rewriting the user's line, and every refresh saw another change. Now keeping them outweighs
    /// everything else.
    @Test func theUsersBytesThatAreNotUTF8StayWhereTheyAre() throws {
        let old: [UInt8] = Array("A".utf8) + [0xFF] + Array("BBBBBBBB\n".utf8)
        let new: [UInt8] = Array("ABBBBBBBB\nA".utf8) + [0xFF] + Array("\n".utf8)
        #expect(TextDiff.apply(TextDiff.edits(from: old, to: new), to: old) == new)
        // The fuzzer's input: after one refresh, nothing is left to refresh, and the user's line is as it was.
        let text = try engineRegression("bytes-not-utf8-below-new-hooks.swift")
        let userLine: [UInt8] = Array("    var _name: S".utf8) + [0xFE] + Array(repeating: 0xFF, count: 7) + Array("tring\n".utf8)
        let once = TextDiff.apply(Engine.fixAll(text), to: text)
        #expect(Stubbing.contains(once, userLine))
        #expect(Engine.fixAll(once).isEmpty, "refresh after refresh is a no-op")
    }
}

extension FuzzRegressionTests {
    /// An annotation attribute written twice (`@StubbableProperty` on two lines, or twice on one) took two
    /// refreshes: the first turned one attribute into the comment form and left the other, which the second found.
    /// The copies now go with the first, and one refresh is enough.
    @Test func anAnnotationWrittenTwiceTakesOneRefresh() throws {
        let text = Array("""
        final class Session {
            @StubbableProperty
            @StubbableProperty
            var retries: Int = 3
            @StubbableFunction @StubbableFunction func ping() -> Bool { true }
        }

        """.utf8)
        let once = TextDiff.apply(Engine.fixAll(text), to: text)
        let result = String(decoding: once, as: UTF8.self)
        #expect(Engine.fixAll(once).isEmpty, "refresh after refresh is a no-op:\n\(result)")
        #expect(result.components(separatedBy: "// @StubbableProperty\n").count == 2, "\(result)")
        #expect(result.components(separatedBy: "// @StubbableFunction\n").count == 2, "\(result)")
        #expect(!result.split(separator: "\n").contains { $0.trimmingSpaces.hasPrefix("@Stubbable") }, "no attribute is left:\n\(result)")
        #expect(result.contains("    var _retries: Int = 3\n") && result.contains("func ping() -> Bool {"))
        let raw = try engineRegression("attribute-written-twice.swift")
        let fixed = TextDiff.apply(Engine.fixAll(raw), to: raw)
        #expect(Engine.fixAll(fixed).isEmpty)
    }
}

extension FuzzRegressionTests {
    /// A protocol declared twice gets no mock (above), but another mock still took `TimerMock()` as the default
    /// of a property of that protocol's type: a class nothing writes, and the refresh, which knows no such mock,
    /// wanted `nil` instead, so "generate mocks, then refresh" was not a no-op. Mockable now means a mock is
    /// written: one definition for both.
    @Test func aProtocolWithoutAMockIsNoMocksDefault() throws {
        let text = Array("""
        protocol Timer {
            func cancel() -> Bool
        }
        protocol Timer {
            func cancel()
        }
        protocol Scheduler {
            var timer: any Timer { get }
        }

        """.utf8)
        let (edits, problems) = Mocking.generateAll(in: SourceFile(text))
        #expect(problems.map(\.protocolName) == ["Timer", "Timer"])
        let mocked = TextDiff.apply(edits, to: text)
        let result = String(decoding: mocked, as: UTF8.self)
        #expect(result.contains("class SchedulerMock") && !result.contains("TimerMock()"), "\(result)")
        #expect(Engine.fixAll(mocked).isEmpty, "generate mocks, then refresh is a no-op")
        let raw = try engineRegression("default-mock-of-a-protocol-declared-twice.swift")
        let generated = TextDiff.apply(Mocking.generateAll(in: SourceFile(raw)).edits, to: raw)
        #expect(Engine.fixAll(generated).isEmpty)
    }
}

extension FuzzRegressionTests {
    /// A setter's parameter is passed to its hook by name. Half-typed text in its place (`set(kelvi#if DEBUG` with
    /// `n)` on the next line) was copied into the generated call, cutting the fragment across lines, and every
    /// refresh wrote it again. Such a property is now skipped, with a hint saying why; `set(value)` is stubbed.
    @Test func aSetterWhoseParameterIsNotANameIsNotStubbed() throws {
        let text = Array("""
        // @Stubbable
        final class Sensor {
            var celsius: Double = 0
            var kelvin: Double {
                get { celsius + 273.15 }
                set(kelvi#if DEBUG
        n) { celsius = 1 }
            }
            var fahrenheit: Double {
                get { celsius * 9 / 5 + 32 }
                set(value) { celsius = (value - 32) * 5 / 9 }
            }
        }

        """.utf8)
        let findings = Engine.diagnose(text)
        #expect(findings.contains { $0.message == "'kelvin' is not stubbed: its setter's parameter is not a name" }, "\(findings.map(\.message))")
        let once = TextDiff.apply(Engine.fixAll(text), to: text)
        let result = String(decoding: once, as: UTF8.self)
        #expect(Engine.fixAll(once).isEmpty, "refresh after refresh is a no-op:\n\(result)")
        #expect(!result.contains("_setKelvin") && result.contains("if let _setFahrenheit { return _setFahrenheit(value) }"), "\(result)")
        let raw = try engineRegression("setter-parameter-cut-by-a-directive.swift")
        let fixed = TextDiff.apply(Engine.fixAll(raw), to: raw)
        #expect(Engine.fixAll(fixed).isEmpty)
    }
}

extension FuzzRegressionTests {
    /// A typed throws whose parentheses held two words across a line break (`throws(EffectsEr` / `r)`) parsed
    /// without an error, and the mock copied the "type" into `var uploadError: EffectsEr r? = nil`, which did not
    /// parse. Such a clause is now a syntax error ("expected one type in 'throws(...)'"), so the file is the
    /// user's to fix and the mock no longer stands for a type that is not one.
    @Test func thrownTypeOfTwoWordsIsASyntaxError() {
        let text = Array("""
        protocol EffectsService {
            func upload(_ data: [UInt8]) async throws(EffectsEr
        r)
        }

        """.utf8)
        let file = SourceFile(text)
        #expect(file.errors.map(\.message) == ["expected one type in 'throws(...)'"])
        #expect(file.text(file.errors[0].range) == "r")
        // One type, however spelled and spaced, is fine.
        for type in ["EffectsError", "any Error", "Foo.Bar<Int>", "E?", "( E )", "\n    EffectsError\n"] {
            let ok = SourceFile("protocol P {\n    func upload() async throws(\(type))\n}\n")
            #expect(ok.errors.isEmpty, "\(type)")
            let (edits, _) = Mocking.generateAll(in: ok)
            #expect(!edits.isEmpty && SourceFile(TextDiff.apply(edits, to: ok.bytes)).errors.isEmpty, "\(type)")
        }
    }
}

extension FuzzRegressionTests {
    /// Two mock regions of one protocol (markers left from a paste, in a damaged file): each region names the
    /// class around it, and refreshing the first changed which class was around the second, so a second refresh
    /// wrote that one anew. A protocol with more than one mock in the file now has them left alone, with one
    /// warning at the protocol; with one mock, refresh works as before.
    @Test func twoMocksOfOneProtocolAreLeftAlone() throws {
        let damaged = Array("""
        protocol Clock {
        final class ClockMock: Clock {
            // stubble:mock:begin Clock
        final class StaticsFactoryMock: StaticsFactory {
            if !condition { print("FAILED: \\(w        fatalError("ClockMock.now(): no value to return")
            // stubble:mock:end Clock
            // stubble:mock:begin Clock
            // stubble:mock:end Clock
        """.utf8)
        #expect(Engine.fixAll(damaged).isEmpty)
        // A mock pasted twice into a file that parses: one warning, no edit, and "mock" says why.
        let single = Array("protocol Clock {\n    func tick() -> Int\n}\n".utf8)
        let mocked = TextDiff.apply(Mocking.generateAll(in: SourceFile(single)).edits, to: single)
        let mockText = String(decoding: mocked[single.count...], as: UTF8.self)
        let twice = mocked + Array(mockText.replacingOccurrences(of: "ClockMock", with: "OtherClockMock").utf8)
        #expect(SourceFile(twice).errors.isEmpty)
        let findings = Mocking.diagnose(twice)
        #expect(findings.map(\.message) == ["Cannot mock 'Clock': more than one mock of 'Clock' in this file"])
        #expect(Engine.fixAll(twice).isEmpty)
        #expect(Mocking.generateAll(in: SourceFile(twice)).problems.map(\.reason) == ["more than one mock of 'Clock' in this file"])
        // One mock: fresh, as before.
        #expect(Mocking.diagnose(mocked).isEmpty && Engine.fixAll(mocked).isEmpty)
    }
}
