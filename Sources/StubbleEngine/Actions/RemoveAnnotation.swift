// "Remove '@Stubbable'": the fix of an annotation on a declaration it cannot apply to (an enum, a protocol,
// an extension of a type no file declares). On a protocol, `GenerateMock`'s fix comes first and removes it too.

enum RemoveAnnotation: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .removeAnnotation }

    static func fix(_ d: OutlineDecl, spelling: String, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.removeAnnotation, d.displayName, at: d.start), title: "Remove '\(spelling)'", kind: .quickFix, isPreferred: true, edits: edits)
    }
}
