import Foundation
import Testing
@testable import StubbleCLI

@Suite("stubble symbols")
struct SymbolsCommandTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CLIIO(writeOut: { out += $0 }, writeErr: { err += $0 })
        let code = CLI.main(args, io: io)
        return (code, out, err)
    }

    func temporaryFile(_ text: String, name: String = "Sample.swift") throws -> String {
        let dir = try TemporaryFolders.make("stubble-symbols")
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func printsTheDeclarationTreeAsJSON() throws {
        let path = try temporaryFile("""
        @MainActor public final class A {
          private(set) var x = 1, y = 2
        }
        #if DEBUG
        func f() {}
        #else
        #endif
        """)
        let result = run(["symbols", path])
        #expect(result.code == 0)
        let expected = """
        {"files":[{"path":"\(path)","errors":[],"declarations":[\
        {"kind":"class","name":"A","modifiers":["public","final"],"attributes":["MainActor"],\
        "range":{"start":{"line":1,"column":1},"end":{"line":3,"column":2}},"children":[\
        {"kind":"var","name":"x","modifiers":["private(set)"],"attributes":[],\
        "range":{"start":{"line":2,"column":3},"end":{"line":2,"column":32}},"children":[]}]},\
        {"kind":"#if","name":"#if","modifiers":[],"attributes":[],\
        "range":{"start":{"line":4,"column":1},"end":{"line":7,"column":7}},"children":[],"clauses":[\
        {"directive":"#if","condition":"DEBUG","children":[\
        {"kind":"func","name":"f","modifiers":[],"attributes":[],\
        "range":{"start":{"line":5,"column":1},"end":{"line":5,"column":12}},"children":[]}]},\
        {"directive":"#else","condition":null,"children":[]}]}]}]}

        """
        #expect(result.out == expected)
        // And it is valid JSON.
        #expect((try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) != nil)
    }

    @Test func reportsParseErrorsWithOneBasedPositions() throws {
        let path = try temporaryFile("struct S {\n  func f() {\n")
        let result = run(["symbols", path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let errors = try #require(file["errors"] as? [[String: Any]])
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { ($0["line"] as? Int ?? 0) >= 1 && ($0["column"] as? Int ?? 0) >= 1 })
    }

    @Test func countsEveryDeclarationRecursively() throws {
        let path = try temporaryFile("""
        struct S {
          enum E { case a }
          #if A
          func f() {}
          #else
          func g() {}
          #endif
          var a = 1, b = 2
          let c = 3
          func body() { func local() {}; var hidden = 1 }
        }
        extension S: P {}
        """)
        let result = run(["symbols", "--counts", path])
        #expect(result.code == 0)
        #expect(result.out == "\(path)\tclass=0 struct=1 enum=1 actor=0 protocol=0 extension=1 func=3 var=1 let=1 errors=0\n")
    }

    @Test func missingFileIsAOneLineErrorWithExitCode2() {
        let result = run(["symbols", "/nonexistent/Nope.swift"])
        #expect(result.code == 2)
        #expect(result.err == "stubble symbols: cannot read '/nonexistent/Nope.swift'\n")
        #expect(result.out.isEmpty)
    }

    @Test func unknownOptionAndNoFilesExitWith2() {
        #expect(run(["symbols", "--frob", "x.swift"]).code == 2)
        #expect(run(["symbols"]).code == 2)
    }

    @Test func checkVerifiesRoundTripAndErrors() throws {
        let good = try temporaryFile("struct S { func f() {} }\n")
        let ok = run(["symbols", "--check", good])
        #expect(ok.code == 0)
        #expect(ok.out.contains("1 files"))
        let bad = try temporaryFile("struct S {\n")
        #expect(run(["symbols", "--check", bad]).code == 1)
    }
}
