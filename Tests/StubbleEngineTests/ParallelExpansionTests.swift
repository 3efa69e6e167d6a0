import Foundation
import Testing
@testable import StubbleEngine

// An analysis expands its declarations on every core when there are many (`Expander.expandAll`: `add --all` on
// generated code expands thousands of properties). Expanding in parallel must give what expanding one by one
// gives, for every shape the fixtures hold. The fixtures are small (the analysis expands them on one thread), so
// here every declaration is its own chunk. CI runs this suite under the thread sanitizer too.

@Suite("Declarations expanded on every core expand as one by one")
struct ParallelExpansionTests {
    /// The declarations an analysis of `text` expands, with their options, in order.
    static func expanded(_ a: Stubbing.Analysis) -> [(OutlineDecl, StubOptions)] {
        a.targets.filter { t in
            t.direct || [.function, .variable, .initializer, .subscript].contains(t.decl.kind)
        }.map { ($0.decl, $0.annotation.options) }
    }

    static func described(_ results: [Result<[Insertion], Skip>]) -> [String] {
        results.map { r in
            switch r {
            case .success(let ins): return ins.map { "\($0.sPos): \($0.text)" }.joined(separator: "\n")
            case .failure(let skip): return "skip \(skip.code): \(skip.message)"
            }
        }
    }

    /// Every fixture's expected file (stubs written), each analysed alone.
    static func texts() throws -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        for name in Fixture.names() {
            for (file, text) in try Fixture(name).expectedFiles() ?? [] { out.append(("\(name)/\(file)", text)) }
        }
        return out
    }

    @Test func everyFixtureExpandsTheSameInParallel() throws {
        var compared = 0
        for (name, text) in try Self.texts() {
            let a = Stubbing.Analysis(text)
            let decls = Self.expanded(a)
            guard decls.count >= 2 else { continue }
            let one = decls.map { a.expander.expand($0.0, options: $0.1, hook: a.expander.names[ObjectIdentifier($0.0)]) }
            let all = a.expander.expandAll(decls, perChunk: 1)
            #expect(Self.described(all) == Self.described(one), "\(name)")
            compared += decls.count
        }
        // The fixtures hold hundreds of stubbed declarations of every kind.
        #expect(compared > 500)
    }

    /// Generated code (many structs of many properties): enough declarations for the analysis itself to take
    /// the parallel path, whose result is the text a one-by-one expansion writes.
    @Test func addAllOnGeneratedStructsWritesWhatOneByOneWrites() throws {
        var lines = ["import Foundation", ""]
        for i in 0..<20 {
            lines.append("public struct Message\(i): Sendable, Equatable {")
            for k in 0..<10 {
                lines.append("    public var field\(k): Int32 = 0")
                lines.append("    public var name\(k): String = String()")
            }
            lines += ["    public init() {}", "    func describe(_ n: Int) -> String { name0 + String(n) }", "}", ""]
        }
        let text = Array(lines.joined(separator: "\n").utf8)
        let stubbed = Stubbing.addAllText(text)
        let a = Stubbing.Analysis(stubbed)
        let decls = Self.expanded(a)
        #expect(decls.count >= 2 * 32)   // the analysis expanded them on every core
        let one = Self.described(decls.map { a.expander.expand($0.0, options: $0.1, hook: a.expander.names[ObjectIdentifier($0.0)]) })
        #expect(Self.described(a.expander.expandAll(decls)) == one)
        // Refreshing what was written changes nothing: the parallel expansion agrees with the text it wrote.
        #expect(Stubbing.addAllText(stubbed) == stubbed)
        #expect(String(decoding: stubbed, as: UTF8.self).contains("_getField9"))
    }
}

@Suite("Mirrors made on every core are the mirrors made one by one")
struct ParallelMirrorTests {
    @Test func everyFixturesMirrorsAreTheSameMadeInParallel() throws {
        var compared = 0
        for (name, text) in try ParallelExpansionTests.texts() {
            let a = Stubbing.Analysis(text)
            let index = TargetIndex(a.targets, home: { a.expander.home(of: $0) })
            let one = a.expander.reflectionMirrors(a.targets, index, perChunk: .max)
            let all = a.expander.reflectionMirrors(a.targets, index, perChunk: 1)
            #expect(all.map { "\($0.0.name) \($0.2)" } == one.map { "\($0.0.name) \($0.2)" }, "\(name)")
            compared += one.count
        }
        // The fixtures write mirrors for dozens of types.
        #expect(compared > 20)
    }
}
