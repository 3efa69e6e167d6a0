import Testing
@testable import StubbleEngine

// The engine's outline comes from StubbleSyntax's tree (SourceOutline+Building.swift). These cases pin down the mapping
// where the engine relies on a particular reading: `#if` clauses, subscripts, leading comments,
// single-expression bodies, parameter labels, and code inside bodies (assignments to `self`).

private func outline(_ source: String) -> SourceOutline { SourceOutline.parse(Array(source.utf8)) }

@Suite("Outline from the syntax tree")
struct OutlineTests {
    @Test("Members of every #if clause are members of the type, with their #if depth")
    func ifConfigMembers() {
        let o = outline("""
        class A {
            func a() {}
            #if DEBUG
            func b() {}
            #if os(Linux)
            func c() {}
            #endif
            #else
            func d() {}
            #endif
        }
        """)
        let members = o.declarations.first?.members ?? []
        #expect(members.map(\.name) == ["a", "b", "c", "d"])
        #expect(members.map(\.ifConfigDepth) == [0, 1, 2, 1])
        #expect(members.allSatisfy { $0.parent === o.declarations.first })
    }

    @Test("A subscript with accessors has one statement per accessor; one with a getter body has its statements")
    func subscripts() {
        let source = """
        struct S {
            subscript(i: Int) -> Int {
                get { i }
                set { }
            }
            subscript(key k: String) -> String { k + k }
        }
        """
        let o = outline(source)
        let subs = o.declarations.first?.members ?? []
        #expect(subs.count == 2)
        #expect(subs.map { $0.statementStarts.map { o.text($0..<($0 + 3)) } } == [["get", "set"], ["k +"]])
        #expect(subs[1].isSingleExpressionBody)
        #expect(subs[1].params.first?.externalName == "key")
        #expect(subs[1].params.first?.internalName == "k")
        #expect(subs[1].displayName == "subscript(key:)")
    }

    @Test("An if or switch whose branches return is a statement, not the body's value")
    func singleExpressions() {
        let o = outline("""
        func a() -> Int { 1 + 2 }
        func b(_ x: Bool) -> Int { if x { 1 } else { 2 } }
        func c(_ x: Bool) -> Int { if x { return 1 } else { return 2 } }
        func d() -> Int { return 1 }
        func e(_ x: Int) -> Int {
            switch x { case 0: 1; default: 2 }
        }
        """)
        #expect(o.declarations.map(\.isSingleExpressionBody) == [true, true, false, false, true])
    }

    @Test("Parameters: labels, names inside the body, types as written (variadics with their dots), defaults")
    func parameters() {
        let o = outline("func f(_ a: Int, b: inout [String], for c: Int..., `default` d: Bool = true) {}")
        let ps = o.declarations.first?.params ?? []
        #expect(ps.map(\.externalName) == [nil, "b", "for", "default"])
        #expect(ps.map(\.internalName) == ["a", "b", "c", "d"])
        #expect(ps.map(\.typeText) == ["Int", "inout [String]", "Int...", "Bool"])
        #expect(ps.map(\.hasDefault) == [false, false, false, true])
        #expect(o.declarations.first?.displayName == "f(_:b:for:default:)")
    }

    @Test("Leading comments are those right before the declaration, not a trailing comment of the line above")
    func leadingComments() {
        let o = outline("""
        struct S {
            var x = 1 // @StubbableFunction
            /// Doc.
            // @Stubbable
            func f() {}
        }
        """)
        let f = o.declarations.first?.members.last
        #expect(f?.leadingComments.map { o.text($0.range) } == ["/// Doc.", "// @Stubbable"])
        #expect(f?.leadingComments.allSatisfy(\.isLineComment) == true)
    }

    @Test("Effects are read as written, typed throws included")
    func effects() {
        let o = outline("""
        func a() async throws(MyError) -> Int { 1 }
        func b(_ f: () throws -> Void) rethrows {}
        func c() async {}
        """)
        #expect(o.declarations.map(\.effectsText) == ["async throws(MyError)", "rethrows", "async"])
    }

    @Test("Assignments to self are found in code, never in strings or comments, and == is no assignment")
    func assignsSelf() {
        let source = """
        init(a: Int) { self = .init(b: a) }
        init(b: Int) { print("self = nothing") /* self = */ }
        init(c: Int) { precondition(self == other); x.self = y }
        """
        let o = outline(source)
        #expect(o.declarations.map { d in d.body.map { o.assignsSelf(in: $0) } } == [true, false, false])
    }

    @Test("Reads of a property in an initializer before self is whole: in code and in interpolations, not assignments, labels, plain strings or reads after the last assignment")
    func readsInInitializer() {
        let o = outline("""
        struct S {
            var a: Int
            var b: Int
            var c: Int
            var d: Int
            var e: Int
            init(b: Int) {
                self.a = 1
                self.b = b
                self.e = 5
                d = 4
                c = a + 1 + Int("\\(d)")!
                print("d is \\(d)", "c", e, terminator: "")
            }
        }
        """)
        let expander = Expander(outline: o)
        let s = o.declarations[0]
        // `a` and `d` are read while `c` is still unset; `e` only after (in the last statement).
        #expect(["a", "b", "c", "d", "e"].map { expander.readsInInitializer($0, of: s) } == [true, false, false, true, false])
    }

    @Test("Markers inside string literals are not generated code")
    func markersInStrings() {
        let source = """
        let a = "x // stubble"
        let b = "/*stubble:*/ y /*:stubble*/"
        var c = 1 // stubble

        """
        let stripped = Markers.strip(Array(source.utf8))
        #expect(String(decoding: stripped.original, as: UTF8.self) == """
        let a = "x // stubble"
        let b = "/*stubble:*/ y /*:stubble*/"

        """)
        #expect(stripped.pieces.count == 1)
    }

    @Test("Malformed input still gives an outline")
    func malformed() {
        let o = outline("class A { func f( { var x: = } subscript struct extension ")
        #expect(o.declarations.first?.kind == .class)
        let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x7D, 0x00, 0x0A] + Array("func g() {".utf8)
        let o2 = SourceOutline.parse(bytes)
        #expect(o2.declarations.contains { $0.name == "g" })
    }
}
