// "Refresh stubs": the fix of "Stubs of 'X' are out of date" (the declaration's pieces as they should be now),
// and "Refresh hooks of other files": the fix of a type whose body holds hooks another file's extension needs.
// The edits are `Stubbing.refresh` / the analysis's render, computed with the finding.

enum RefreshStubs: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .refreshStubs || action == .refreshRemoteHooks }

    static func fix(_ d: OutlineDecl, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.refreshStubs, d.displayName, at: d.start), title: "Refresh stubs", kind: .quickFix, isPreferred: true, edits: edits)
    }

    /// The hooks `owner` (another file) needs in this file's types.
    static func remoteFix(owner: String, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.refreshRemoteHooks, owner), title: "Refresh hooks of other files", kind: .quickFix, isPreferred: true, edits: edits)
    }
}
