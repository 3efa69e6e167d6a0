import Foundation
import Testing
@testable import StubbleSyntax

/// Bodies, closures and bracketed expressions are skimmed at byte level (`Lexer.skimClose`): whatever the
/// input, the tree, its bodies' statements, the errors and the tokens must be exactly those of reading every
/// token (`SourceFile(_:skimming: false)`), and the skimmer must find the same closing bracket or say it is
/// unsure.
@Suite struct SkimmerTests {
    func checkSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let skimmed = SourceFile(bytes)
        let full = SourceFile(bytes, skimming: false)
        #expect(skimmed.declarations == full.declarations, sourceLocation: sourceLocation)
        #expect(skimmed.errors == full.errors, sourceLocation: sourceLocation)
        #expect(skimmed.printedBytes() == bytes, sourceLocation: sourceLocation)
        #expect(skimmed.tokens == full.tokens, sourceLocation: sourceLocation)
        // Every body's statements, as the engine reads them.
        var a: [String] = [], b: [String] = []
        skimmed.forEachDeclaration { d in if let body = d.signature?.body { a.append("\(body.statements)") } }
        full.forEachDeclaration { d in if let body = d.signature?.body { b.append("\(body.statements)") } }
        #expect(a == b, sourceLocation: sourceLocation)
    }
    func checkSame(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        checkSame(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// Where `skimClose` says the block opened by the first byte of `text` closes (nil: unsure).
    func skim(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { p in
            var lexer = Lexer(p)
            let opener: TokenKind = bytes.first == 0x28 ? .leftParen : bytes.first == 0x5B ? .leftSquare : .leftBrace
            return lexer.skimClose(from: 1, opener: opener)
        }
    }

    /// Bodies the skimmer must get right, each also checked inside a function, a computed property, an
    /// accessor list, a closure initializer and a top-level statement.
    static let nastyBodies: [String] = [
        #"{ let s = "}" }"#,
        #"{ let s = "{\(a)}" ; f { } }"#,
        #"{ let s = "\(f { "}" })" }"#,
        #"{ let s = "\(g("\(h { "}}}" })"))" }"#,
        ##"{ let s = #"}"# }"##,
        ###"{ let s = ##"}"#}"## }"###,
        ##"{ let s = #"\#(x) }"# }"##,
        ##"{ let s = #"\(x }"# }"##,
        "{ let s = \"\"\"\n  }\n  \\(x) {\n  \"\"\"\n}",
        "{ let s = #\"\"\"\n  \"\"\" }\n  \"\"\"# }",
        #"{ let r = #/ } \/ [}] /# }"#,
        #"{ let r = ##/ }/# /## }"#,
        "{ let r = #/\n  }\n  /# }",
        #"{ let r = /}/ }"#,
        #"{ let r = (/ } /) }"#,
        #"{ let x = a / b / c }"#,
        #"{ let x = a/b/c }"#,
        #"{ let x = [a/2, b/3] }"#,
        "{ // }\n}",
        "{ /* } /* } */ } */ }",
        "{ /** } */ }",
        "{ let `}` = 1 }",
        "{ let x = `a }",
        "{ #if A\n  if x {\n #else\n  if y {\n #endif\n  }\n}",
        "{ let c: Character = \"}\"; let e = 'x' }",
        "{ let π = 3.14; let x = a ≤ b }",
        "{ a[b(c{d}e)f] }",
        "{ a(] }",
        "{ a[) }",
        "{ (}",
        "{ let s = \"unterminated }\n}",
        "{ /* unterminated }",
        "{ let s = \"\\(\"}",
        "{ \\(x) }",
        "{ #warning(\"}\") }",
        "{ x ## y }",
        "{ x #}",
        "{ f(#line, #\"a\"#, ###\"b\"###) }",
        "{ \u{7F} }",
        "{ \u{01} }",
    ]

    @Test func nastyBodiesParseAsIfReadTokenByToken() {
        for body in SkimmerTests.nastyBodies {
            checkSame("func f() \(body)\nfunc g() {}\n")
            checkSame("struct S {\n  var v: Int \(body)\n  var w: Int { get \(body) set \(body) }\n  func h() {}\n}\n")
            checkSame("let c = \(body)()\nlet d = 1\n")
            checkSame("if x \(body)\nfunc g() {}\n")
            checkSame("func f(x: Int = g \(body), y: Int) {}\n")
        }
    }

    @Test func invalidUTF8InABody() {
        checkSame(Array("func f() { let x = ".utf8) + [0xFF, 0xC3] + Array(" }\nfunc g() {}\n".utf8))
        checkSame(Array("func f() { let s = \"".utf8) + [0xFF] + Array("\" }\nfunc g() {}\n".utf8))
        checkSame(Array("func f() { // ".utf8) + [0xFF] + Array("\n}\nfunc g() {}\n".utf8))
    }

    @Test func skimmerFindsTheCloserOrIsUnsure() {
        #expect(skim("{ }") == 2)
        #expect(skim(#"{ "}" }"#) == 6)
        #expect(skim(#"{ "\("}")" }"#) == 11)
        #expect(skim(##"{ #"}"# }"##) == 8)
        #expect(skim("{ // }\n}") == 7)
        #expect(skim("{ /* /* } */ } */ }") == 18)
        #expect(skim("{ `}` }") == 6)
        #expect(skim("( a[b{c}] )") == 10)
        #expect(skim("[ {)} ]") == nil)          // mismatched
        #expect(skim("{ a/b/ }") == nil)         // could be a regex literal
        #expect(skim("{ a / b }") == 8)          // a `/` followed by a space is no regex
        #expect(skim("{ 'x' }") == nil)          // the lexer reports `'`
        #expect(skim("{ \"x }") == nil)          // unterminated string
        #expect(skim("{ /* }") == nil)           // unterminated comment
        #expect(skim("{ ") == nil)               // unclosed
        for n in 0..<40 {                          // unclosed, ending inside and after the 8-byte fast path
            #expect(skim("{" + String(repeating: "a", count: n)) == nil)
            #expect(skim("{" + String(repeating: " ", count: n)) == nil)
            #expect(skim("{" + String(repeating: "a", count: n) + "}") == n + 1)
        }
        let deep = "{" + String(repeating: "(", count: 40) + String(repeating: ")", count: 40) + "}"
        #expect(skim(deep) == nil)               // deeper than the skimmer tracks: read token by token
        let ok = "{" + String(repeating: "(", count: 30) + String(repeating: ")", count: 30) + "}"
        #expect(skim(ok) == 61)
    }

    @Test func deepAndLongBodies() {
        for n in [10, 31, 32, 33, 100, 2_000] {
            let open = String(repeating: "f { ", count: n), close = String(repeating: "} ", count: n)
            checkSame("func f() { \(open)\(close)}\nfunc g() {}\n")
            checkSame("func f() { \(open)\n}\nfunc g() {}\n")
        }
        let many = (0..<500).map { "  func m\($0)() { let s = \"\\(x) }\"; if a { b() } }" }.joined(separator: "\n")
        checkSame("struct S {\n\(many)\n}\n")
    }

    @Test func everyPrefixOfTheNastyBodies() {
        let text = SkimmerTests.nastyBodies.enumerated().map { "func f\($0.offset)() \($0.element)" }
            .joined(separator: "\n")
        let bytes = Array(text.utf8)
        for end in stride(from: 0, through: bytes.count, by: 3) { checkSame(Array(bytes[..<end])) }
    }

    @Test func everyFixtureAndEveryPrefixOfIt() {
        for folder in ["decls", "errors", "lexer"] {
            for url in Fixtures.files(in: folder) {
                let bytes = Fixtures.bytes(url)
                checkSame(bytes)
                for end in stride(from: 0, to: bytes.count, by: 7) { checkSame(Array(bytes[..<end])) }
            }
        }
    }

    @Test func randomBracketsStringsAndComments() {
        let pieces = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"\n", "#", "##", "/", "//", "/*", "*/", "\\(", "`",
                      "\n", " ", "x", "func f() ", "var v: Int ", "let c = ", "#if A\n", "#endif\n", "'", "a/b/",
                      "#/", "/#", "get ", "set ", "struct S ", "= "]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(state % 60) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            checkSame(text)
        }
    }
}
