import Testing
@testable import StubbleSyntax

/// The byte ranges the stubbing engine edits with.
@Suite struct TreeTests {
    let source = """
    import Foundation

    final class Service {
        /// Loads students.
        // @Stubbable(condition: DEBUG)
        @MainActor public func fetchStudents(in school: School, _ n: Int = 3) async throws -> [Student] {
            let all = try await api.all()
            return all
        }
        var isEnabled: Bool = true {
            didSet { print(oldValue) }
        }
    }
    """

    func text(_ file: SourceFile, _ r: Range<Int>?) -> String? { r.map { file.text($0) } }

    @Test func functionParts() throws {
        let file = SourceFile(source)
        #expect(file.errors.isEmpty)
        let service = try #require(file.declarations.last)
        #expect(service.kind == .class && service.name == "Service")
        let fetch = try #require(service.members.first)
        #expect(fetch.kind == .function)
        #expect(file.text(fetch.nameRange) == "fetchStudents")
        #expect(file.text(fetch.range).hasPrefix("@MainActor public func"))
        #expect(file.text(fetch.range).hasSuffix("return all\n    }"))
        #expect(fetch.indentation == "    ")
        #expect(fetch.comments.map(\.text) == ["/// Loads students.", "// @Stubbable(condition: DEBUG)"])
        #expect(file.text(fetch.leadingTriviaRange).contains("// @Stubbable(condition: DEBUG)\n    "))
        #expect(fetch.attributes.map(\.name) == ["MainActor"])
        #expect(fetch.modifiers.map(\.keyword) == ["public"])
        let sig = try #require(fetch.signature)
        #expect(file.text(try #require(sig.leftParen).advanced(by: 0)..<(try #require(sig.rightParen) + 1))
                == "(in school: School, _ n: Int = 3)")
        #expect(sig.parameters.map { $0.externalLabel(in: file) } == ["in", nil])
        #expect(sig.parameters.map { $0.internalName(in: file) } == ["school", "n"])
        #expect(file.text(sig.parameters[1].range) == "_ n: Int = 3")
        #expect(file.text(sig.parameters[1].defaultValue) == "3")
        #expect(text(file, sig.effects.asyncRange) == "async")
        #expect(text(file, sig.effects.throwsRange) == "throws")
        #expect(file.text(sig.returnType) == "[Student]")
        #expect(file.text(try #require(sig.arrow)..<(try #require(sig.arrow) + 2)) == "->")
        let body = try #require(sig.body)
        #expect(file.text(body.braces.leftBrace..<(body.braces.leftBrace + 1)) == "{")
        #expect(file.text(try #require(body.braces.rightBrace)..<(try #require(body.braces.rightBrace) + 1)) == "}")
        #expect(body.statements.map { file.text($0) } == ["let all = try await api.all()", "return all"])
        #expect(body.firstStatementIndentation == "        ")
        #expect(!body.isSingleExpression)
    }

    @Test func storedPropertyWithObserver() throws {
        let file = SourceFile(source)
        let property = try #require(file.declarations.last?.members.last)
        let binding = try #require(property.variable?.bindings.first)
        #expect(file.text(property.variable?.bindingSpecifier) == "var")
        #expect(file.text(binding.name) == "isEnabled")
        #expect(file.text(binding.typeAnnotation) == "Bool")
        #expect(file.text(binding.initializer) == "true")
        #expect(file.text(try #require(binding.equals)..<(try #require(binding.equals) + 1)) == "=")
        let block = try #require(binding.accessorBlock)
        #expect(block.accessors.map(\.kind) == [.didSet])
        #expect(!binding.isComputed)
    }

    @Test func flattenedMembersLookThroughIfConfig() {
        let file = SourceFile("struct S {\n#if A\nfunc a() {}\n#else\nfunc b() {}\n#endif\nvar c = 1\n}")
        #expect(file.declarations[0].flattenedMembers.map(\.name) == ["a", "b", "c"])
        var all: [String] = []
        file.forEachDeclaration { all.append($0.kindKeyword + " " + $0.name) }
        #expect(all == ["struct S", "#if #if", "func a", "func b", "var c"])
    }

    @Test func stringConvenienceAndClampedText() {
        let file = SourceFile.parse("let x = 1")
        #expect(file.text(-5..<100) == "let x = 1")
        #expect(file.declarations.first?.kindKeyword == "let")
    }
    /// Modifiers and attributes are stored as ranges up to a few and as arrays past them (or for a dotted
    /// attribute name with trivia, or attributes inside `#if`): every way gives the same values.
    @Test func modifiersAndAttributesAcrossStorage() throws {
        let file = SourceFile("""
        @A @B.C(x: 1) @D(y) @E. F public private(set) nonisolated(unsafe) static final override func f() {}
        @G. H(z) open func g() {}
        #if DEBUG
        @I
        #endif
        @J public func h() {}
        """)
        let decls = file.declarations
        try #require(decls.count == 3)
        func mods(_ d: Declaration) -> [String] { d.modifiers.map { $0.keyword + ($0.detail.map { "(\($0))" } ?? "") } }
        func attrs(_ d: Declaration) -> [String] {
            d.attributes.map { $0.name + ($0.arguments.map { "(" + file.text($0) + ")" } ?? "") }
        }
        #expect(mods(decls[0]) == ["public", "private(set)", "nonisolated(unsafe)", "static", "final", "override"])
        #expect(decls[0].modifiers.map { file.text($0.range) }
                    == ["public", "private(set)", "nonisolated(unsafe)", "static", "final", "override"])
        #expect(attrs(decls[0]) == ["A", "B.C(x: 1)", "D(y)", "E.F"])
        #expect(decls[0].attributes.map { file.text($0.range) } == ["@A", "@B.C(x: 1)", "@D(y)", "@E. F"])
        #expect(attrs(decls[1]) == ["G.H(z)"] && mods(decls[1]) == ["open"])
        #expect(attrs(decls[2]) == ["I", "J"] && mods(decls[2]) == ["public"])
        // `attributes` drops the `#if` around `@I`; the declaration says it had one (a tool that copies the
        // attributes elsewhere would otherwise copy them without their condition).
        #expect(decls[2].hasAttributesUnderIfConfig && !decls[0].hasAttributesUnderIfConfig && !decls[1].hasAttributesUnderIfConfig)
        // A setter stores its array; copies stay as they were.
        var copy = decls[1]
        copy.modifiers.append(Modifier(keyword: "final", detail: nil, range: 0..<0))
        copy.attributes.removeAll()
        #expect(mods(copy) == ["open", "final"] && copy.attributes.isEmpty)
        #expect(mods(decls[1]) == ["open"] && attrs(decls[1]) == ["G.H(z)"])
        #expect(copy != decls[1])
        // More modifiers than fit inline live out of line (`DeclarationExtras`); a copy changed there, or given a
        // name or an indentation of its own, leaves the original as it was.
        var many = decls[0]
        many.modifiers.removeLast()
        many.name = "renamed"
        many.indentation = "\t"
        #expect(mods(many) == ["public", "private(set)", "nonisolated(unsafe)", "static", "final"])
        #expect(many.name == "renamed" && many.indentation == "\t")
        #expect(mods(decls[0]) == ["public", "private(set)", "nonisolated(unsafe)", "static", "final", "override"])
        #expect(decls[0].name == "f" && decls[0].indentation == "")
        #expect(many != decls[0])
        // The same tree as a token-by-token parse.
        #expect(SourceFile(file.bytes, skimming: false).declarations == decls)
    }
}

/// A UTF-8 byte-order mark is trivia before the first token, as swiftc reads it (and so is a shebang after it).
@Suite struct ByteOrderMarkTests {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func theMarkIsLeadingTriviaAndDeclarationsFollowIt() throws {
        let bytes = mark + Array("final class D {\n    func h() -> Int { 1 }\n}\n".utf8)
        let file = SourceFile(bytes)
        #expect(file.errors.isEmpty)
        let d = try #require(file.declarations.first)
        #expect(d.kind == .class && d.name == "D")
        #expect(file.text(d.nameRange) == "D")
        #expect(d.members.first?.name == "h")
        let first = try #require(file.tokens.first)
        #expect(first.leadingTriviaRange == 0..<3, "the mark is the first token's leading trivia")
        #expect(first.range == 3..<8)
        var printed: [UInt8] = []
        for t in file.tokens { printed += bytes[t.leadingTriviaRange] + bytes[t.range] + bytes[t.trailingTriviaRange] }
        #expect(printed == bytes, "lossless")
    }

    @Test func aShebangAfterTheMarkIsTriviaToo() throws {
        let bytes = mark + Array("#!/usr/bin/env swift\nstruct S {}\n".utf8)
        let file = SourceFile(bytes)
        #expect(file.errors.isEmpty)
        #expect(file.declarations.map(\.name) == ["S"])
    }

    @Test func aMarkLaterInTheFileIsNotTrivia() {
        // Only a mark at the very start is trivia. Elsewhere U+FEFF starts an identifier, as for swiftc, which
        // reads `\u{FEFF}struct T {}` as an expression ("consecutive statements on a line"), not a declaration.
        let file = SourceFile(Array("struct S {}\n".utf8) + mark + Array("struct T {}\n".utf8))
        #expect(file.declarations.map(\.name) == ["S"])
    }
}
