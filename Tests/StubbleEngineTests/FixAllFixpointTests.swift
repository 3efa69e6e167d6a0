import Testing
import Foundation
@testable import StubbleEngine

/// `Engine.fixAll` refreshes stubs and mocks; fixing a fixed file changes nothing, even when the
/// regenerated mock changes what the rest of the file parses as. (Found by the engine fuzzer: a mock
/// region damaged mid-edit swallowed the stubbable class after it, whose stubs then appeared only on a
/// second "fix all".)
@Suite("Fix all reaches a fixpoint")
struct FixAllFixpointTests {
    let damaged = """
    protocol Reporter {
        func report(_ message: String)
    }

    final class ReporterMock: Reporter {
        // stubble:mock:begin Reporter
        init() {}
        init(_// a paste went wrong here
    protocol Timer {
        func cancel() -> Bool
    }/*
        // stubble:mock:end Reporter
    }

    // @Stubbable
    final class Outbox {
        func send(_ text: String) -> Bool {
            !text.isEmpty
        }
    }

    """

    @Test func aDamagedMockAndTheTypeItHidAreBothFixedInOnePass() throws {
        let text = Array(damaged.utf8)
        let once = Stubbing.apply(Engine.fixAll(text), to: text)
        let fixed = String(decoding: once, as: UTF8.self)
        #expect(fixed.contains("func report(_ message: String) {"), "the mock is regenerated")
        #expect(fixed.contains("var _send: ((String) -> Bool)? = nil // stubble"), "the class after it is stubbed in the same pass")
        #expect(Engine.fixAll(once).isEmpty, "fixing again changes nothing")
        #expect(Engine.diagnose(once).filter { $0.severity == .warning || $0.severity == .error }.isEmpty)
    }

    @Test func theRawReproducerIsAFixpointAfterOneFix() throws {
        let url = fixturesURL.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions/engine/damaged-mock-hides-a-type.swift")
        let text = try [UInt8](Data(contentsOf: url))
        let once = Stubbing.apply(Engine.fixAll(text), to: text)
        #expect(Engine.fixAll(once).isEmpty)
    }
}
