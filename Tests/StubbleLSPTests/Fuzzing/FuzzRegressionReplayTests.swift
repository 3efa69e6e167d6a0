import Foundation
import Testing

/// Every input the server's fuzzer (framing, JSON-RPC, one answer per request) kept in
/// Tests/Fuzz/regressions/lsp/, replayed through the invariants the fuzzer checks (`SessionInvariants`, compiled
/// into the fuzzer too). A new regression is a file dropped in that folder: no test code.
@Suite("Fuzz regressions of the server, replayed") struct FuzzRegressionReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/regressions/lsp").standardized
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    @Test func theRegressionsAreFound() {
        #expect(!Self.inputs.isEmpty, "no regression inputs in \(Self.folder.path)")
    }

    @Test(arguments: inputs) func replay(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        try SessionInvariants.check(bytes)
    }
}
