import Foundation
import Testing
@testable import StubbleSyntax

/// Bodies, closures and bracketed expressions are skimmed at byte level (`Lexer.skimClose`): whatever the
/// input, the tree, its bodies' statements, the errors and the tokens must be exactly those of reading every
/// token (`SourceFile(_:skimming: false)`) (the errors also those of `SourceFile.errors(of:)`), and the skimmer must find the same closing bracket or say it is
/// unsure.
@Suite struct SkimmerTests {
    func checkSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let skimmed = SourceFile(bytes)
        let full = SourceFile(bytes, skimming: false)
        #expect(skimmed.declarations == full.declarations, sourceLocation: sourceLocation)
        #expect(skimmed.errors == full.errors, sourceLocation: sourceLocation)
        // The errors-only parse (each top-level declaration dropped once parsed) finds the same errors.
        #expect(SourceFile.errors(of: bytes) == full.errors, sourceLocation: sourceLocation)
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

    /// Parameter clauses, plain ones (the parser skims them and `FunctionSignature.parameters` parses them on
    /// first use) and ones it must read at once: parameters and errors (each in its place among the others)
    /// must be those of reading every token.
    static let parameterClauses: [String] = [
        "()", "( )", "(\n)", "( /* c */ )", "(_ x: Int)", "(a b: inout [Int] = [1, 2], c: @escaping () -> Void)",
        "(x: Int = #line, file: StaticString = #file)", "(x: Int = { 1 }())", "(x: Int // c {\n, y: Int)",
        "(a /* c */ b: Int)", "(a: Int, /* c\n static */ b: Int)", "(\n  static x: Int\n)", "(\n  class: Int)",
        "(\n  var x: Int)", "(\n  x: Int,\n  func: Int)", "(\n#if A\n  x: Int\n#endif\n)", "(\n  `class`: Int)",
        "(x)", "(x: )", "(x: Int = )", "(x: Int y: Int)", "(x: Int; y: Int)", "(@attr x: Int)", "(x: Int...)",
        "(x: Int, x: Int)", "(x: [Int)", "(x: (Int)", "(x: \"(\")", "(x: Int = a < b, y: c)", "(x: Int = a\n b: Int)",
        "(x: some P & Q, y: any P.Type?, z: borrowing T, w: isolated A = #isolation)", "(x: Int = f(\n  1\n))",
        "(x: Int\n  , y: Int\n)", "(x: [String: (Int, Int) -> Int] = [:])", "(x: Int = 1 /* ) */)",
        "(x: Int = \"\\(a)\")", "(x: Int = a / b)", "(x: Regex<Substring> = /a/)", "(x: Int = \u{7F})",
        "(x: Int = 'a')", "(x: Int, // c\n  \u{1D} y: Int)", "(x: Int,\n\u{0B}\u{0C} y: Int)", "(x: Int,\n\u{0C}static func g())", "(x: Int,\n\u{0}\u{0B}func g() {})", "(x: Int,\n\u{0C}var)", "(x: Int =\u{1D})", "(x: Int = // c\n)", "(x: [Int] = [a = ])", "(x: Int = \n)", "(x: Int = -)", "(x: Int, _: Int, _ _: Int)", "(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int)",
    ]

    @Test func parameterClausesParseAsIfReadTokenByToken() {
        for clause in SkimmerTests.parameterClauses {
            checkSame("func f\(clause) -> Int {}\nfunc g(x y: Int) {}\n")
            checkSame("struct S {\n  init?\(clause) async throws {}\n  subscript\(clause) -> Int { 0 }\n  func h(a b: Int)\n}\n")
            // Errors before, in and after the clause, to check their order.
            checkSame("func e(a) {}\nfunc f\(clause)\nfunc g(b: ) {}\nvar x: Int = (\n")
            checkSame("func e(a)\nfunc f\(clause) {}\nfunc g(a) -> {}\n")
        }
        // Every prefix of a file of them (unclosed clauses, half-typed parameters).
        let text = Array(SkimmerTests.parameterClauses.map { "func f\($0) {}\n" }.joined().utf8)
        for n in stride(from: 0, through: text.count, by: 3) { checkSame(Array(text[0..<n])) }
    }

    /// Found by the syntax fuzzer: in an accessor list whose end was skimmed, an `@` with no name right before
    /// the closing brace made the `}` count as a stray accessor, stepped over by error recovery, and the
    /// parser then stepped over the next token too (here the `}` after the block, so its "unexpected '}'" was
    /// lost).
    @Test func attributeWithoutANameBeforeTheClosingBraceOfAnAccessorList() {
        checkSame("public var s{@e get{((\"\")\"\")}@//\n}}")
        checkSame("var s: Int {\n  get { 1 }\n  @\n}\n}\nfunc f() {}\n")
        checkSame("var s: Int {\n  @A get { 1 }\n  @ }\nvar t = 1\n")
        checkSame("struct S {\n  var s: Int { get { 1 } @ }\n  func g() {}\n}\n")
    }

    @Test func plainParameterClausesAreParsedOnFirstUse() {
        let file = SourceFile("func f(a b: Int = 1, c: [Int]) {}\nfunc g(x) {}\nfunc h() {}\n")
        // Both non-empty clauses were skimmed; the second one's error is found when the errors are asked for.
        #expect(file.deferredClauses.map(\.leftParen) == [6, 40])
        #expect(file.errors.map(\.message) == ["expected ':' and a type for parameter x"])
        let f = file.declarations[0].signature!
        #expect(f.parameters.map { file.text($0.firstName) } == ["a", "c"])
        #expect(f.parameters.map { file.text($0.defaultValue) } == ["1", nil])
        #expect(file.declarations[1].signature!.parameters.count == 1)
        #expect(file.declarations[2].signature!.parameters.isEmpty)
        // A signature keeps its parameters as they are set; one made by hand compares by its parameters.
        var g = f
        g.parameters.removeLast()
        #expect(g.parameters.count == 1 && g != f)
        var h = FunctionSignature(leftParen: f.leftParen, rightParen: f.rightParen, parameters: f.parameters,
                                  effects: f.effects, arrow: f.arrow, returnType: f.returnType,
                                  failability: f.failability, failabilityRange: f.failabilityRange, body: f.body)
        #expect(h == f && h.hashValue == f.hashValue)
        h.leftParen = 0
        #expect(h.parameters == f.parameters)
    }

    @Test func parametersReadFromManyThreadsAtOnce() async {
        let text = (0..<200).map { "func f\($0)(a\($0) b: Int = \($0), c: [String]) {}" }.joined(separator: "\n")
        let file = SourceFile(text)
        let eager = SourceFile(Array(text.utf8), skimming: false)
        let expected = eager.declarations.map { $0.signature!.parameters }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { file.declarations.map { $0.signature!.parameters } == expected && file.errors.isEmpty }
            }
            for await same in group { #expect(same) }
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

    @Test func randomParameterClauses() {
        let pieces = ["func f(", "init(", "subscript(", "(", ")", "[", "]", "{", "}", "a", "b: ", "Int", ", ", " = ",
                      "=", "\n", " ", "static ", "var ", "@A ", "#if A\n", "#endif\n", "/*", "*/", "//", "\"", "...",
                      "->", "inout ", "`", "<T>", "'", "1", "#file"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<600 {
            var text = ""
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            checkSame(text)
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
