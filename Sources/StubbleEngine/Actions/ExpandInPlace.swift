// "Expand in place": the fix of an attribute form (`@Stubbable` needs the macro package: its expansion is
// written into the source and the attribute becomes a comment) and of an annotation whose stubs are not
// written yet. The edits are `Stubbing.expandInPlace` / `Stubbing.refresh`, computed with the finding.

enum ExpandInPlace: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .expandInPlace }

    static func fix(_ d: OutlineDecl, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.expandInPlace, d.displayName, at: d.start), title: "Expand in place", kind: .quickFix, isPreferred: true, edits: edits)
    }
}
