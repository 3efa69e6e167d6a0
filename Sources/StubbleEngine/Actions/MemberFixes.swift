// A member's own fixes, offered with its diagnostic ("'@StubbableProperty' requires an explicit type": write
// the type the literal says, or a placeholder to type into; ...): each skip's `SkipFix`es, the first preferred.

enum MemberFixes: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool {
        if case .memberFix = action { return true }
        return false
    }

    /// The `index`th fix of the member `d`'s diagnostic `code`.
    static func fix(_ d: OutlineDecl, code: String, index: Int, title: String, isSnippet: Bool, edits: [TextEdit]) -> Fix {
        var fix = Fix(id: FixID(.memberFix(code: code), d.displayName, at: d.start, variant: index), title: title, kind: .quickFix,
                      isPreferred: index == 0, edits: edits)
        fix.isSnippet = isSnippet
        return fix
    }
}
