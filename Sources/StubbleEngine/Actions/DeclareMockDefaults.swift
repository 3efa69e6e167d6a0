// "Declare 'StubbleDefaultProvidable' in this file": the fix of mocks that ask for a default of the user's own
// when no file of the module declares the protocol (Stubble declares it once per module: `MockDefaults.swift`).

enum DeclareMockDefaults: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .declareMockDefaults }

    static func fix(edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.declareMockDefaults), title: "Declare '\(MockDefaultsDeclaration.protocolName)' in this file",
            kind: .quickFix, isPreferred: true, edits: edits)
    }
}
