// "Make 'X' stubbable" and "Make 'X' stubbable with call recording" (`spy: true`): offered on a class,
// struct, actor, method or property that no annotation covers yet, and on an extension whose members can
// keep hooks. Its edits (`Stubbing.addEdits`: the annotation and the stubs, as `stubble add` writes them) are
// computed when it is chosen.

import StubbleSyntax

enum MakeStubbable: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .makeStubbable || action == .makeStubbableWithCallRecording }

    static func offers(at site: ActionSite, after offered: [Offer]) -> [Offer] {
        let a = site.analysis, range = site.range
        guard let subject = site.stubSubject, subject.annotatedOwner == nil else { return [] }
        // A generated mock already has its hooks: "Make 'FooMock' stubbable" would only stub them twice.
        if a.scan.mayHaveMocks, Mocking.existingMocks(in: a.file).contains(where: { mock in
            let start = mock.headerRange?.lowerBound ?? mock.regionRange.lowerBound
            return start <= range.lowerBound && range.lowerBound <= mock.regionRange.upperBound
        }) { return [] }
        let d = subject.decl
        var offers = [Offer(Fix(id: FixID(.makeStubbable, d.displayName, at: d.start), title: "Make '\(d.displayName)' stubbable", kind: .rewrite, edits: []),
                            resolve: { edits(a, d, spy: false) })]
        // The same, also recording calls: for a type, or a method, whose calls it records.
        if d.kind != .variable {
            offers.append(Offer(Fix(id: FixID(.makeStubbableWithCallRecording, d.displayName, at: d.start),
                                    title: "Make '\(d.displayName)' stubbable with call recording", kind: .rewrite, edits: []),
                                resolve: { edits(a, d, spy: true) }))
        }
        return offers
    }

    /// The annotation and the stubs of `d` (empty: nothing to do, or the result would not parse).
    static func edits(_ a: Engine.Analysis, _ d: OutlineDecl, spy: Bool) -> [TextEdit] {
        var options = a.options.stubs
        if spy { options.spy = true }
        let stub = a.actionStub
        return Stubbing.keepingParse(stub.current, Stubbing.addEdits(stub.current, a0: stub, decl: d, options: options))
    }
}

extension Stubbing.Analysis {
    /// The declaration a rewrite at `offset` is about (a class, struct, actor, method or property; an
    /// extension whose members can keep hooks), and the annotated declaration that covers it (itself, or its
    /// type), if any.
    func rewriteSubject(at offset: Int) -> (decl: OutlineDecl, annotatedOwner: OutlineDecl?)? {
        guard let d = declaration(atCurrent: offset, kinds: { [.class, .struct, .actor, .function, .variable].contains($0.kind)
            || ($0.kind == .extension && (self.expander.extendsStubbableType($0) || self.expander.annotation(of: $0) != nil)) }) else { return nil }
        if expander.annotation(of: d) != nil { return (d, d) }
        if let parent = d.parent, expander.annotation(of: parent) != nil { return (d, parent) }
        return (d, nil)
    }
}
