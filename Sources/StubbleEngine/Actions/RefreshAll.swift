// The whole file: every stale stub and every stale mock refreshed, protocols marked for another mocking
// library migrated first (`stubble fix`, the server's `source.fixAll.stubble`, "Refresh all stubs and mocks in
// this file"). Offered by the front ends themselves (the server when the file has anything to fix, or when
// asked for the kind), so it has no offers at a range here.

enum RefreshAll: CodeAction {
    static func owns(_ action: FixID.Action) -> Bool { action == .refreshAll }

    static func fix(edits: [TextEdit]) -> Fix {
        Fix(id: FixID(.refreshAll), title: "Refresh all stubs and mocks in this file", kind: .fixAll, edits: edits)
    }
}

extension Engine {
    /// Refreshes every stale stub and every stale mock (what `stubble fix` and `source.fixAll.stubble` do):
    /// minimal, non-overlapping edits against `text`. Computed by applying the stub refresh, then the mock
    /// refresh to the result, and diffing the outcome with the original.
    /// A protocol marked for another mocking library is migrated first (`Migration.migrate`: our mock in
    /// place of the library's marker, and its import dropped when nothing else uses it).
    public static func fixAll(_ text: [UInt8], context: @autoclosure () -> MockContext = MockContext(),
                              stubs: FileStubContext = .alone) -> [TextEdit] {
        guard Migration.mayHaveMarkers(text) else { return refreshAll(text, context: context(), stubs: stubs) }
        let mocks = context()
        guard let migrated = Migration.migrate(text, context: mocks), migrated.text != text else {
            return refreshAll(text, context: mocks, stubs: stubs)
        }
        let after = TextDiff.apply(refreshAll(migrated.text, context: mocks, stubs: stubs), to: migrated.text)
        return TextDiff.edits(from: text, to: after)
    }

    /// `fixAll` of an analysed file.
    public static func fixAll(_ a: Analysis) -> [TextEdit] {
        fixAll(a.text, context: a.mockContext, stubs: a.stubs)
    }

    static func refreshAll(_ text: [UInt8], context: @autoclosure () -> MockContext, stubs: FileStubContext) -> [TextEdit] {
        let stubEdits = Stubbing.fixAll(text, context: stubs)
        guard mayHaveMocks(text) else { return stubEdits }
        // A regenerated mock can change what the rest of the file parses as (a damaged mock region can
        // swallow the declarations after it), so stubs and mocks are refreshed in turn until neither has
        // anything left to do: fixing a fixed file then changes nothing. Two rounds settle every case
        // seen; the bound keeps a pathological file from looping.
        let mocks = context()
        var current = stubEdits.isEmpty ? text : TextDiff.apply(stubEdits, to: text)
        for _ in 0..<4 {
            // Stubs were fixed last on `current`: once the mocks have nothing to do, both are settled.
            let mockEdits = mayHaveMocks(current) ? Mocking.fixAll(current, context: mocks) : []
            if mockEdits.isEmpty { break }
            current = TextDiff.apply(mockEdits, to: current)
            let again = Stubbing.fixAll(current, context: stubs)
            if again.isEmpty { break }
            current = TextDiff.apply(again, to: current)
        }
        return current == text ? [] : TextDiff.edits(from: text, to: current)
    }

}
