// "Generate mock in place": the fix of a protocol marked for another mocking library (`@Mocked`, `@Spyable`,
// `/// @mockable`, `AutoMockable`): our mock in place of the marker, and the same removing the library's import
// when nothing else uses it. The edits are `Migration.migrate`'s, computed with the finding (Migration.swift).

enum MigrateMock: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .migrate || action == .migrateAndRemoveImport }

    static func fix(protocolName: String, at offset: Int, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.migrate, protocolName, at: offset), title: "Generate mock in place", kind: .quickFix, isPreferred: true, edits: edits)
    }

    static func fixRemovingImport(protocolName: String, at offset: Int, module: String, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.migrateAndRemoveImport, protocolName, at: offset), title: "Generate mock in place and remove 'import \(module)'",
            kind: .quickFix, edits: edits)
    }
}
