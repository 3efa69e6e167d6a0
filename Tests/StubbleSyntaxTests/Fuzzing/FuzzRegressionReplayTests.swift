import Foundation
import Testing

/// Every input the parser's fuzzer (lossless tree, ranges, positions, skimming) kept in
/// Tests/Fuzz/regressions/syntax/, replayed through the invariants the fuzzer checks (`SyntaxInvariants`,
/// compiled into the fuzzer too). A new regression is a file dropped in that folder: no test code.
@Suite("Fuzz regressions of the parser, replayed") struct FuzzRegressionReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/regressions/syntax").standardized
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    @Test func theRegressionsAreFound() {
        #expect(!Self.inputs.isEmpty, "no regression inputs in \(Self.folder.path)")
    }

    @Test(arguments: inputs) func replay(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        try SyntaxInvariants.check(bytes)
    }
}
