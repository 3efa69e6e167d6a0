// "Generate mock 'PMock'" / "Regenerate mock 'PMock'": offered on a protocol or inside its generated mock
// (`Mocking.generateMockFix`), unless a quick fix of the same title is offered already; "Regenerate mock", the
// fix of a mock that no longer matches its protocol (`Mocking.diagnose`); and "Generate mock" as the fix of
// "'@Stubbable' cannot be applied to protocols", which writes the mock and removes the annotation.

import StubbleSyntax

enum GenerateMock: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool {
        switch action {
        case .generateMock, .regenerateMock, .inPlaceOfAnnotation: true
        default: false
        }
    }

    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] {
        let a = site.analysis, range = site.range
        guard site.theProtocol != nil || a.scan.mayHaveMocks || a.scan.mayHaveMarkers else { return [] }
        guard let fix = Mocking.generateMockFix(in: a.file, at: range.lowerBound, context: a.mockContext, options: a.options.mocks),
              !offered.contains(where: { $0.fix.title == fix.title }) else { return [] }
        return [Offer(fix)]
    }

    /// The rewrite on protocol `name` (`exists`: its mock is in the file already).
    static func fix(protocolName name: String, exists: Bool, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(exists ? .regenerateMock : .generateMock, name),
            title: exists ? "Regenerate mock '\(name)Mock'" : "Generate mock '\(name)Mock'", kind: .rewrite, edits: edits)
    }

    /// The fix of a stale mock: `mockName` no longer matches protocol `name`.
    static func staleFix(protocolName name: String, mockName: String, at offset: Int, edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.regenerateMock, name, at: offset), title: "Regenerate mock '\(mockName)'", kind: .quickFix, isPreferred: true, edits: edits)
    }

    /// "'@Stubbable' cannot be applied to protocols" (`findings[index]`, at `offset`) gets "Generate mock" as
    /// its preferred fix: the mock written and the annotation removed, so no error is left behind (the
    /// annotation's own removal stays the other fix).
    static func addInPlaceOfAnnotation(to finding: inout Finding, _ a: Engine.Analysis) {
        let text = a.text
        let offset = finding.range.lowerBound
        let removal = finding.fixes.first { $0.id.action == .removeAnnotation }?.edits ?? []
        let without = removal.isEmpty ? text : TextDiff.apply(removal, to: text)
        let shift = removal.filter { $0.range.upperBound <= offset }.reduce(0) { $0 + $1.newText.utf8.count - $1.range.count }
        let context = a.mockContext
        guard var fix = removal.isEmpty
            ? Mocking.generateMockFix(in: a.file, at: offset + shift, context: context, options: a.options.mocks)
            : Mocking.generateMockFix(without, protocolAt: offset + shift, context: context, options: a.options.mocks) else { return }
        fix.edits = TextDiff.edits(from: text, to: TextDiff.apply(fix.edits, to: without))
        fix.kind = .quickFix
        fix.isPreferred = true
        fix.id = FixID(.inPlaceOfAnnotation(fix.id.action), fix.id.subject, at: offset)
        for i in finding.fixes.indices { finding.fixes[i].isPreferred = false }
        finding.fixes.insert(fix, at: 0)
    }
}
