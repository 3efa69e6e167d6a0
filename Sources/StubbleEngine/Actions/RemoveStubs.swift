// "Remove stubs from 'X'": offered on a stubbed declaration or a member of a stubbed type; its edits
// (`Stubbing.remove`: the generated pieces and the annotation go, giving back the original bytes) are computed
// when it is chosen. Also "Remove stubs", the fix of generated code that no annotation asks for.

enum RemoveStubs: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .removeStubs }

    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] {
        let a = site.analysis, range = site.range
        guard let subject = site.stubSubject, let owner = subject.annotatedOwner else { return [] }
        // A protocol or enum has no stubs to remove: its error's fix takes the annotation away.
        if owner.kind == .protocol || owner.kind == .enum { return [] }
        let offset = range.lowerBound
        return [Offer(Fix(id: FixID(.removeStubs, owner.displayName, at: owner.start), title: "Remove stubs from '\(owner.displayName)'", kind: .rewrite, edits: []),
                      resolve: { Stubbing.keepingParse(a.actionStub.current, Stubbing.remove(a.actionStub, at: offset)) })]
    }

    /// The fix of generated stubs of `d` that no annotation asks for.
    static func orphanedFix(_ d: OutlineDecl, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.removeStubs, d.displayName, at: d.start), title: "Remove stubs", kind: .quickFix, isPreferred: true, edits: edits)
    }

    /// The fix of generated code that belongs to no declaration.
    static func orphansFix(edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.removeStubs, "orphans"), title: "Remove stubs", kind: .quickFix, isPreferred: true, edits: edits)
    }
}
