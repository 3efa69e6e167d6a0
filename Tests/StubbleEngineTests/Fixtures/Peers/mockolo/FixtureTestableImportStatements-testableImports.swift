// Input from Mockolo Tests/TestTestableImports/FixtureTestableImportStatements.swift, testableImports (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol SimpleVar {
    var name: Int { get set }
}
