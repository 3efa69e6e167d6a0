// The quick fixes of the mock findings at a range, in the findings' order: "Regenerate mock" on a stale mock
// (`GenerateMock`), "Generate mock" for '@Stubbable' on a protocol (anywhere in that protocol), "Generate mock
// in place" of another library's marker (`MigrateMock`), "Declare 'StubbleDefaultProvidable'"
// (`DeclareMockDefaults`). Only a file that may declare a protocol, has a mock or a marker needs this.

enum MockQuickFixes: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { false }

    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] {
        let a = site.analysis, range = site.range
        let theProtocol = site.theProtocol
        guard theProtocol != nil || a.scan.mayHaveMocks || a.scan.mayHaveMarkers else { return [] }
        var offers: [Offer] = []
        for finding in Engine.diagnose(a)
        where finding.code == Engine.unsupportedTypeCode || finding.diagnosticCode?.isMock == true || finding.code == Migration.code {
            // Anywhere in a protocol annotated '@Stubbable', its finding's "Generate mock" is the one offered
            // (the plain rewrite would be the same title a second time, and leave the annotation).
            let inItsProtocol = finding.code == Engine.unsupportedTypeCode && theProtocol.map { p in
                p.range.lowerBound <= finding.range.lowerBound && finding.range.lowerBound < p.range.upperBound
            } ?? false
            guard finding.range.touches(range) || inItsProtocol else { continue }
            for fix in finding.fixes where !(offered + offers).contains(where: { $0.fix.id == fix.id }) { offers.append(Offer(fix)) }
        }
        return offers
    }
}
