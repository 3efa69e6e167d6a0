// The quick fixes of the stub findings at a range, offered in the findings' order (each fix's own action
// says what it does: `RefreshStubs`, `ExpandInPlace`, `RemoveAnnotation`, `MemberFixes`, `RemoveStubs`).

enum StubQuickFixes: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { false }

    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] {
        let a = site.analysis, range = site.range
        guard a.mayDiagnoseActions else { return [] }
        var offers: [Offer] = []
        for f in a.actionStubFindings where f.range.overlaps(range) || f.range.contains(range.lowerBound) || (range.isEmpty && f.range.upperBound == range.lowerBound) {
            offers += f.fixes.map { Offer($0) }
        }
        return offers
    }
}
