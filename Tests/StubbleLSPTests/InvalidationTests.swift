import Testing
@testable import StubbleLSP

// Which documents a change makes stale is the service's to say (`dependsOnOtherFiles`, `mayAffectOtherFiles`):
// the server asks it, never the engine, so a fake service shows the invalidation.
@Suite("Invalidation through the service seam")
struct InvalidationTests {
    let mocks = "file:///tmp/Invalidation/Mocks.swift"
    let protocols = "file:///tmp/Invalidation/Protocols.swift"

    func publishes(_ h: Harness, _ uri: String) -> Int {
        h.outbox.notifications("textDocument/publishDiagnostics").filter { $0.at("params", "uri") == .string(uri) }.count
    }

    @Test func aChangeToAFileThatMayDeclareProtocolsRediagnosesTheFilesThatDependOnOthers() {
        let h = Harness()
        h.initialize()
        h.open(mocks, "// stubble:mock:begin Service\n")
        h.open(protocols, "struct S {}\n")
        let before = publishes(h, mocks)
        h.change(protocols, version: 2, [["text": "protocol Service {}\n"]])
        #expect(publishes(h, mocks) == before + 1, "the mock's file depends on the protocol's")
    }

    @Test func aChangeThatCannotAffectOthersLeavesThemAlone() {
        let h = Harness()
        h.initialize()
        h.open(mocks, "// stubble:mock:begin Service\n")
        h.open(protocols, "struct S {}\n")
        let before = publishes(h, mocks)
        h.change(protocols, version: 2, [["text": "struct T {}\n"]])
        #expect(publishes(h, mocks) == before)
    }

    @Test func aFileThatDependsOnNothingIsLeftAlone() {
        let h = Harness()
        h.initialize()
        let plain = "file:///tmp/Invalidation/Plain.swift"
        h.open(plain, "struct P {}\n")
        h.open(protocols, "struct S {}\n")
        let before = publishes(h, plain)
        h.change(protocols, version: 2, [["text": "protocol Service {}\n"]])
        #expect(publishes(h, plain) == before)
    }
}
