import Testing
@testable import StubbleSyntax

/// The nasty lexer cases, each stated as what a reader expects.
@Suite struct LexerTests {
    func tokens(_ text: String) -> [(TokenKind, String)] {
        let file = SourceFile(text)
        return file.tokens.filter { $0.kind != .endOfFile }.map { ($0.kind, file.text($0.range)) }
    }
    func kinds(_ text: String) -> [TokenKind] { tokens(text).map(\.0) }
    func texts(_ text: String) -> [String] { tokens(text).map(\.1) }

    @Test func slashAfterAnOperandIsDivision() {
        #expect(kinds("a / b / c") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(kinds("f(x) / g(y) / 2").filter { $0 == .regexLiteral }.isEmpty)
        #expect(kinds("a[0] /b/ 2").filter { $0 == .regexLiteral }.isEmpty)
    }

    @Test func slashWhereAnExpressionStartsIsARegex() {
        #expect(texts("let r = /a+b/") == ["let", "r", "=", "/a+b/"])
        #expect(texts("f(/x/, /y/)") == ["f", "(", "/x/", ",", "/y/", ")"])
        #expect(texts("return /\\d+/") == ["return", "/\\d+/"])
        #expect(texts("try? /[a-z]/.match") == ["try", "?", "/[a-z]/", ".", "match"])
    }

    @Test func slashStartingWithSpaceOrUnbalancedParenIsAnOperator() {
        // `reduce(1, /)` passes the operator; a bare regex cannot start with a space.
        #expect(kinds("xs.reduce(1, /) + ys.reduce(2, /)").filter { $0 == .regexLiteral }.isEmpty)
        #expect(kinds("let x = / 2").filter { $0 == .regexLiteral }.isEmpty)
    }

    @Test func extendedRegexLiterals() {
        #expect(texts("let r = #/a/b/#") == ["let", "r", "=", "#/a/b/#"])
        #expect(texts("let r = ##/a/#b/##") == ["let", "r", "=", "##/a/#b/##"])
        #expect(kinds("let r = #/\n  a # comment\n/#").last == .regexLiteral)
    }

    @Test func tripleQuotesInsideRawStrings() {
        #expect(texts(##"let s = #"a """ b"#"##) == ["let", "s", "=", ##"#"a """ b"#"##])
        #expect(texts(##"let q = #"""#"##) == ["let", "q", "=", ##"#"""#"##])
        let multi = "let m = #\"\"\"\n  has \"\"\" inside and \"# too\n  \"\"\"#\nlet next = 1"
        #expect(texts(multi) == ["let", "m", "=", "#\"\"\"\n  has \"\"\" inside and \"# too\n  \"\"\"#", "let", "next",
                                 "=", "1"])
    }

    @Test func rawInterpolationNeedsMatchingHashes() {
        let text = ##"let s = #"\(not) \#(yes + ")") done"#"##
        #expect(texts(text).count == 4)
        #expect(texts(text).last == ##"#"\(not) \#(yes + ")") done"#"##)
    }

    @Test func interpolationContainingAClosureContainingAStringWithInterpolation() {
        let literal = #""a \(items.map { "<\($0.name) \("x\(1)")>" }.joined()) b""#
        #expect(texts("let s = " + literal + "; let t = 1") == ["let", "s", "=", literal, ";", "let", "t", "=", "1"])
        let withComment = #""\(a /* ) */ + b)""#
        #expect(texts(withComment) == [withComment])
    }

    @Test func unterminatedStringStopsAtTheLineEnd() {
        let file = SourceFile("let a = \"open\nlet b = 2")
        #expect(file.errors.map(\.message) == ["unterminated string literal"])
        #expect(file.declarations.count == 2)
    }

    @Test func numbers() {
        #expect(kinds("0x1.8p-2 1_000.5e+3 0b1010 0o17 42") ==
                [.floatLiteral, .floatLiteral, .integerLiteral, .integerLiteral, .integerLiteral])
        #expect(texts("t.0.1") == ["t", ".", "0", ".", "1"])
        #expect(texts("1..<2") == ["1", "..<", "2"])
    }

    @Test func operatorsByWhitespace() {
        let file = SourceFile("a ?? b; c?.d; e!; -f")
        let ops = file.tokens.filter { $0.kind == .operator }
        #expect(ops.map { file.text($0.range) } == ["??", "?", "!", "-"])
        #expect(!ops[0].isLeftBound && !ops[0].isRightBound)  // infix
        #expect(ops[1].isLeftBound)  // postfix `?`
        #expect(!ops[3].isLeftBound && ops[3].isRightBound)  // prefix `-`
        #expect(texts("Array<Set<Int>>?") == ["Array", "<", "Set", "<", "Int", ">", ">", "?"])
    }

    @Test func nestedBlockCommentsAndDocComments() {
        let file = SourceFile("/* a /* b */ c */ /// doc\n/** block doc */ let x = 1")
        #expect(file.tokens.count == 5)  // let x = 1 EOF: all comments are trivia
        let comments = file.comments(in: file.tokens[0].leadingTriviaRange)
        #expect(comments.map(\.kind) == [.block, .docLine, .docBlock])
    }

    @Test func shebangIsTrivia() {
        let file = SourceFile("#!/usr/bin/env swift\nprint(1)")
        #expect(file.text(file.tokens[0].range) == "print")
        #expect(file.text(file.tokens[0].leadingTriviaRange) == "#!/usr/bin/env swift\n")
    }

    @Test func identifiers() {
        #expect(kinds("café `class` $0 $wrapped _$x 变量") == Array(repeating: .identifier, count: 6))
        #expect(tokens("class")[0].0 == .keyword)
        let file = SourceFile("actor")
        #expect(file.tokens[0].kind == .identifier && file.tokens[0].keyword == .actor)
    }

    @Test func poundDirectives() {
        #expect(texts("#if DEBUG\n#elseif os(Linux)\n#else\n#endif").filter { $0.hasPrefix("#") } ==
                ["#if", "#elseif", "#else", "#endif"])
        #expect(kinds("#sourceLocation(file: \"a\", line: 1)").first == .poundIdentifier)
    }

    @Test func trailingTriviaStopsAtTheLineBreak() {
        let file = SourceFile("let a = 1 // about a\n// about b\nlet b = 2")
        let one = file.tokens[3]
        #expect(file.text(one.trailingTriviaRange) == " // about a")
        let letB = file.tokens[4]
        #expect(file.text(letB.leadingTriviaRange) == "\n// about b\n")
        #expect(letB.isAtLineStart)
    }
}
