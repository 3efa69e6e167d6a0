// `Engine`: stubs and mocks behind one entry point, as every front end sees them.
// Inputs and expected outputs are files under Tests/Fixtures/Wiring (shared with the LSP and CLI tests):
// `stale-mock/` is a mock in CachedStore.swift whose refined protocol (Store.swift) gained a requirement,
// `both/` is a file with a stale mock and unwritten stubs, `generate/` a protocol marked '@Stubbable'.

import Foundation
import StubbleEngine
import StubbleSyntax
import Testing

let wiringFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Wiring")

func wiring(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: wiringFixtures.appendingPathComponent(name)))
}

/// The byte offset of the first occurrence of `word` in `text`.
func offset(of word: String, in text: [UInt8]) -> Int {
    let w = Array(word.utf8)
    return (0...(text.count - w.count)).first { Array(text[$0..<($0 + w.count)]) == w }!
}

@Suite("Engine: stubs and mocks through one entry point")
struct EngineTests {
    @Test func aMockOfAProtocolRefiningOneInAnotherFileIsStaleWhenThatProtocolChanges() throws {
        let text = try wiring("stale-mock/CachedStore.swift")
        let context = MockContext(files: [SourceFile(try wiring("stale-mock/Store.swift"))])
        let findings = Engine.diagnose(text, context: context)
        #expect(findings.map(\.code) == ["stubble.mockOutOfDate"])
        #expect(findings.first?.message == "'CachedStoreMock' no longer matches protocol 'CachedStore': 'save(_:id:)' added")
        #expect(findings.first?.range == offset(of: "CachedStoreMock", in: text)..<(offset(of: "CachedStoreMock", in: text) + 15))
        let fix = try #require(findings.first?.fixes.first)
        #expect(fix.title == "Regenerate mock 'CachedStoreMock'")
        #expect(fix.kind == .quickFix)
        #expect(TextDiff.apply(fix.edits, to: text) == (try wiring("stale-mock.fixed/CachedStore.swift")))
    }

    @Test func withoutTheOtherFileTheRefinedProtocolIsReportedMissing() throws {
        let findings = Engine.diagnose(try wiring("stale-mock/CachedStore.swift"))
        #expect(findings.map(\.code) == ["stubble.mockRefinedProtocolNotFound"])
        #expect(findings.first?.severity == .error)
    }

    @Test func fixAllRefreshesTheMockWithTheOtherFilesRequirements() throws {
        let text = try wiring("stale-mock/CachedStore.swift")
        let context = MockContext(files: [SourceFile(try wiring("stale-mock/Store.swift"))])
        let edits = Engine.fixAll(text, context: context)
        #expect(TextDiff.apply(edits, to: text) == (try wiring("stale-mock.fixed/CachedStore.swift")))
        let fixed = try wiring("stale-mock.fixed/CachedStore.swift")
        #expect(Engine.fixAll(fixed, context: context).isEmpty, "a refreshed mock is up to date")
        #expect(Engine.diagnose(fixed, context: context).isEmpty)
    }

    @Test func fixAllRefreshesStubsAndMocksTogetherWithMinimalNonOverlappingEdits() throws {
        let text = try wiring("both/Reports.swift")
        // The mock, and the class's stubs: its method's and its own (its mirror).
        #expect(Engine.diagnose(text).map(\.code) == ["stubble.mockOutOfDate", "stubble.notExpanded", "stubble.notExpanded"])
        let edits = Engine.fixAll(text)
        #expect(TextDiff.apply(edits, to: text) == (try wiring("both.fixed/Reports.swift")))
        for (a, b) in zip(edits, edits.dropFirst()) {
            #expect(a.range.upperBound <= b.range.lowerBound, "sorted and non-overlapping")
        }
        // Minimal: the mock's new member and its two lines in `resetMock()`, the stub's hook line and the two lines
        // of its guard, the class's mirror and its conformance; not a rewrite.
        #expect(edits.count == 7)
        #expect(edits.reduce(0) { $0 + $1.range.count } == 0, "only insertions: nothing the user wrote is replaced")
    }

    @Test func stubbableOnAProtocolOffersGenerateMockAsItsFix() throws {
        let text = try wiring("generate/Clock.swift")
        let findings = Engine.diagnose(text)
        #expect(findings.map(\.code) == ["stubble.unsupportedType"])
        #expect(findings.first?.message == "'@Stubbable' cannot be applied to protocols")
        let fix = try #require(findings.first?.fixes.first)
        #expect(fix.title == "Generate mock 'ClockMock'")
        #expect(fix.kind == .quickFix)
        #expect(fix.isPreferred)
        #expect(TextDiff.apply(fix.edits, to: text) == (try wiring("generate.fixed/Clock.swift")))
    }

    @Test func actionsOnAProtocolOfferGenerateMockOnce() throws {
        let text = try wiring("generate/Clock.swift")
        let at = offset(of: "func now", in: text)
        let fixes = Engine.actions(text, at: at..<at)
        // Anywhere in the protocol: the error's fixes, the mock (which takes the annotation's place) first,
        // and no plain "Generate mock" rewrite beside it.
        #expect(fixes.map(\.title) == ["Generate mock 'ClockMock'", "Remove '// @Stubbable'"])
        #expect(fixes.map(\.kind) == [.quickFix, .quickFix])
        // On the protocol's name, where the finding is, its quick fix stands in for the rewrite.
        let onName = offset(of: "Clock {", in: text)
        let onNameFixes = Engine.actions(text, at: onName..<onName).filter { $0.title.hasPrefix("Generate mock") }
        #expect(onNameFixes.map(\.title) == ["Generate mock 'ClockMock'"])
        #expect(onNameFixes.map(\.kind) == [.quickFix])
    }

    @Test func actionsOnAStaleMockOfferRegenerateAndTheWholeFileFix() throws {
        let text = try wiring("both/Reports.swift")
        let at = offset(of: "ReporterMock", in: text)
        let fixes = Engine.actions(text, at: at..<at)
        #expect(fixes.map(\.title) == ["Regenerate mock 'ReporterMock'", "Refresh all stubs and mocks in this file"])
        #expect(fixes.map(\.kind) == [.quickFix, .fixAll])
        #expect(fixes.last?.edits == Engine.fixAll(text))
        // A front end that offers "fix all" itself (the server) asks without it: the same actions, less the
        // whole-file refresh, which is the costliest part of the request on a big file.
        let withoutFixAll = Engine.actions(text, at: at..<at, includeFixAll: false)
        #expect(withoutFixAll.map(\.title) == ["Regenerate mock 'ReporterMock'"])
        #expect(withoutFixAll.first == fixes.first)
    }

    @Test func modelOptionsReachNewMocks() throws {
        let text = try wiring("generate/Clock.swift")
        let at = offset(of: "func now", in: text)
        let options = EngineOptions(mocks: MockOptions(condition: .flag("MOCKS"), strict: true))
        let fix = try #require(Engine.actions(text, at: at..<at, options: options).first { $0.title.hasPrefix("Generate mock") })
        let result = String(decoding: TextDiff.apply(fix.edits, to: text), as: UTF8.self)
        #expect(result.contains("#if MOCKS\nfinal class ClockMock: Clock {"))
        #expect(result.contains("// stubble:mock:begin Clock strict"))
    }

    @Test func aFreshMockOfAProtocolReturningItselfIsNotStale() throws {
        // `child(named:) -> Node`: the mock must not default to `NodeMock()` inside NodeMock (endless
        // recursion); diagnose once compared against that default and called a fresh mock stale.
        let text = try wiring("self-returning/Node.swift")
        #expect(Engine.diagnose(text).isEmpty)
        #expect(Engine.fixAll(text).isEmpty)
    }

    @Test func filesWithoutMocksNeverBuildTheContext() throws {
        let text = try wiring("both.fixed/Reports.swift")
        var built = 0
        func context() -> MockContext { built += 1; return MockContext() }
        let plain = Array("final class A {\n    func a() {}\n}\n".utf8)
        _ = Engine.diagnose(plain, context: context())
        _ = Engine.fixAll(plain, context: context())
        _ = Engine.actions(plain, at: 20..<20, context: context())
        #expect(built == 0)
        _ = Engine.diagnose(text, context: context())
        #expect(built == 1)
    }
}
