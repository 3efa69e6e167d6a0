// Code actions: each in its own file of this folder, one type conforming to `CodeAction`, listed once in
// `Engine.codeActions`. Adding an action is a file here and a line in that list.
//
// An action is offered in one of two ways:
// - as the fix of a finding (refresh stubs, expand in place, remove an annotation, a member's fixes, regenerate
//   a stale mock, generate a mock in place of another library's marker): the finding computes its edits, and
//   the quick fixes of the findings at a range are offered in the findings' order (`StubQuickFixes`,
//   `MockQuickFixes`);
// - as a rewrite at a range (make stubbable, remove stubs, generate mock): its `offers` say where, cheaply,
//   and the edits of a costly one are computed only when it is chosen (`Offer.resolve`).
// Every `FixID.Action` belongs to exactly one action here (`owns`; checked by a test).

import StubbleSyntax

/// One code action of the engine.
protocol CodeAction: Sendable {
    /// Whether fixes with this id are this action's.
    static func owns(_ action: FixID.Action) -> Bool
    /// What it offers at `range`: titles, kinds and ids from the analysis. `offered` is what the actions
    /// before it in `Engine.codeActions` offered (nothing is offered twice).
    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer]
}

/// Where actions are asked for: the analysis and the range, and what several actions read there, each looked
/// up once per request (each is a pass over the file's declarations).
final class ActionSite {
    let analysis: Engine.Analysis
    let range: Range<Int>
    init(_ analysis: Engine.Analysis, _ range: Range<Int>) {
        self.analysis = analysis
        self.range = range
    }

    /// The declaration a stub rewrite here is about, and the annotated one covering it (`rewriteSubject`).
    private(set) lazy var stubSubject: (decl: OutlineDecl, annotatedOwner: OutlineDecl?)? =
        analysis.actionStub.rewriteSubject(at: range.lowerBound)

    /// The protocol here, when the file may declare one or has a mock (only then is its tree needed).
    private(set) lazy var theProtocol: Declaration? =
        analysis.scan.mayHaveMocks || analysis.scan.mayDeclareProtocols ? Mocking.protocolDeclaration(at: range.lowerBound, in: analysis.file) : nil
}

/// An action offered at a range: its fix, and for a rewrite whose edits cost (a second stub analysis, a
/// render, the parses that check the result), how to compute them when it is chosen.
struct Offer {
    var fix: Fix
    var resolve: (() -> [TextEdit])?

    init(_ fix: Fix, resolve: (() -> [TextEdit])? = nil) {
        self.fix = fix
        self.resolve = resolve
    }
}

extension Engine {
    /// Every code action, in the order their offers are listed.
    static let codeActions: [any CodeAction.Type] = [
        StubQuickFixes.self,     // the fixes of stub findings at the range, in the findings' order
        RefreshStubs.self,       // "Refresh stubs", "Refresh hooks of other files" (fixes of stale stubs)
        ExpandInPlace.self,      // "Expand in place" (an attribute form, an annotation not written yet)
        RemoveAnnotation.self,   // "Remove '@Stubbable'" where it cannot apply
        MemberFixes.self,        // a member's own fixes ("requires an explicit type": write it, ...)
        MakeStubbable.self,      // "Make 'X' stubbable", "... with call recording"
        RemoveStubs.self,        // "Remove stubs from 'X'"; "Remove stubs" of generated code nothing asks for
        MockQuickFixes.self,     // the fixes of mock findings at the range: regenerate a stale mock, ...
        MigrateMock.self,        // "Generate mock in place" of a protocol marked for another mocking library
        DeclareMockDefaults.self, // "Declare 'StubbleDefaultProvidable' in this file"
        GenerateMock.self,       // "Generate mock" / "Regenerate mock" on a protocol or in its mock
        RefreshAll.self,         // the whole file: every stale stub and mock (`stubble fix`, source.fixAll)
    ]

    /// The offers of every action at `range`, in order.
    static func offers(_ a: Analysis, at range: Range<Int>) -> [Offer] {
        let site = ActionSite(a, range)
        var offers: [Offer] = []
        for action in codeActions { offers += action.offers(at: site, after: offers) }
        return offers
    }
}

extension CodeAction {
    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] { [] }
}
