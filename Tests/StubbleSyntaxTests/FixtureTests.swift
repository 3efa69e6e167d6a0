import Foundation
import Testing
@testable import StubbleSyntax

/// Every fixture round-trips; lexer fixtures match their token dumps (`.tokens`), declaration and
/// error-tolerance fixtures match their tree dumps (`.tree`).
@Suite struct FixtureTests {
    static let lexerFixtures = Fixtures.files(in: "lexer")
    static let declFixtures = Fixtures.files(in: "decls")
    static let errorFixtures = Fixtures.files(in: "errors")

    @Test func fixturesArePresent() {
        #expect(Self.lexerFixtures.count >= 9)
        #expect(Self.declFixtures.count >= 7)
        #expect(Self.errorFixtures.count >= 6)
    }

    @Test(arguments: lexerFixtures + declFixtures + errorFixtures)
    func roundTripsByteForByte(_ url: URL) {
        let bytes = Fixtures.bytes(url)
        let file = SourceFile(bytes)
        #expect(file.printedBytes() == bytes)
        #expect(file.tokens.last?.kind == .endOfFile)
    }

    @Test(arguments: lexerFixtures)
    func lexerFixtureMatchesTokenDump(_ url: URL) {
        let file = SourceFile(Fixtures.bytes(url))
        Fixtures.expect(tokenDump(file), matches: url, ext: "tokens")
        #expect(file.errors.isEmpty, "\(file.errors)")
    }

    @Test(arguments: declFixtures)
    func declarationFixtureMatchesTreeDump(_ url: URL) {
        let file = SourceFile(Fixtures.bytes(url))
        Fixtures.expect(treeDump(file), matches: url, ext: "tree")
        #expect(file.errors.isEmpty, "\(file.errors)")
    }

    @Test(arguments: errorFixtures)
    func halfTypedCodeStillYieldsATree(_ url: URL) {
        let file = SourceFile(Fixtures.bytes(url))
        Fixtures.expect(treeDump(file), matches: url, ext: "tree")
        #expect(!file.errors.isEmpty)
        for e in file.errors { #expect(!e.range.isEmpty) }
    }
}
