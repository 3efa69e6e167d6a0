// The invariants the engine's fuzzer (Tests/Fuzz/EngineFuzz.swift, built by Scripts/fuzz.sh) checks on
// every input, shared with the test that replays its committed regressions (FuzzRegressionReplayTests), so
// the two can never check different things.
// Invariants (ARCHITECTURE.md, StubbleEngine): nothing traps; every edit list is sorted, non-overlapping and
// inside the text; and
// - on a file with no generated code and no annotation (no "stubble"/"Stubbable" in it):
//   add --all, then remove --all gives the input back byte for byte; add --all, then refresh (fixAll) is
//   a no-op; the same for "make stubbable" and "remove stubs" on each of the first class/struct/actor
//   declarations;
// - on any file: a refreshed file (fixAll applied) needs no further refresh, and neither does a file
//   right after "generate mock" for every protocol (mocks and stubs refreshed together, Engine.fixAll);
// - when the input parses without errors (and so does its original text, generated code stripped), every
//   text these actions produce parses without errors too.
// Engine.diagnose and Engine.actions run at two offsets; the edits of every action they offer apply cleanly.

@testable import StubbleEngine
import StubbleSyntax

/// An invariant the input broke, and how.
struct InvariantBroken: Error, CustomStringConvertible {
    let description: String
}

enum EngineInvariants {
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantBroken) {
        if !condition { throw InvariantBroken(description: message()) }
    }

    static func checkEdits(_ edits: [TextEdit], _ text: [UInt8], _ what: String) throws(InvariantBroken) {
        var cursor = 0
        for e in edits {
            try expect(e.range.lowerBound >= cursor, "\(what): edits sorted and not overlapping at \(e.range)")
            try expect(e.range.upperBound <= text.count, "\(what): edit \(e.range) inside the text (\(text.count) bytes)")
            cursor = e.range.upperBound
        }
    }

    static func apply(_ edits: [TextEdit], _ text: [UInt8], _ what: String) throws(InvariantBroken) -> [UInt8] {
        try checkEdits(edits, text, what)
        return TextDiff.apply(edits, to: text)
    }

    static func parsesClean(_ text: [UInt8]) -> Bool { SourceFile(text).errors.isEmpty }

    static func show(_ text: [UInt8]) -> String { String(decoding: text.prefix(400), as: UTF8.self) }

    /// `offset` in `text` after `edits` (an insertion at the offset moves it).
    static func mapped(_ offset: Int, through edits: [TextEdit]) -> Int {
        var o = offset
        for e in edits where e.range.upperBound <= offset {
            o += e.newText.utf8.count - e.range.count
        }
        return o
    }

    static func check(_ x: [UInt8]) throws(InvariantBroken) {
        let file = SourceFile(x)
        // "The input parses" means the file and its original text (every generated piece stripped) both parse:
        // a generated line whose marker was edited away is the user's line, and stripping the lines around it
        // may leave it unbalanced (by design, user lines are never dropped).
        let original = TextDiff.apply(Stubbing.removeAll(x), to: x)
        let clean = file.errors.isEmpty && (original == x || parsesClean(original))
        let plain = !Engine.contains(x, Array("stubble".utf8)) && !Engine.contains(x, Array("Stubbable".utf8))
        func keepsParsing(_ y: [UInt8], _ what: String) throws(InvariantBroken) {
            if clean { try expect(parsesClean(y), "\(what) broke a file that parsed:\n\(show(y))") }
        }

        // add --all / refresh / remove --all
        let added = try apply(Stubbing.addAll(x), x, "addAll")
        try keepsParsing(added, "addAll")
        let refreshAfterAdd = Stubbing.fixAll(added)
        try checkEdits(refreshAfterAdd, added, "fixAll after addAll")
        let removed = try apply(Stubbing.removeAll(added), added, "removeAll after addAll")
        try keepsParsing(removed, "removeAll")
        if plain {
            try expect(refreshAfterAdd.isEmpty, "add --all then refresh is a no-op: \(refreshAfterAdd.prefix(2))")
            try expect(removed == x, "add --all then remove --all gives the input back")
        }

        // A refreshed file is fresh.
        let fixed = try apply(Engine.fixAll(x), x, "Engine.fixAll")
        try keepsParsing(fixed, "fixAll")
        let again = Engine.fixAll(fixed)
        try expect(again.isEmpty, "refresh after refresh is a no-op: \(again.prefix(2))")

        // Generate every mock: then nothing is stale.
        let mocks = Mocking.generateAll(in: file)
        let mocked = try apply(mocks.edits, x, "Mocking.generateAll")
        try keepsParsing(mocked, "generate mocks")
        if plain {
            let stale = Engine.fixAll(mocked)
            try expect(stale.isEmpty, "generate mocks then refresh is a no-op: \(stale.prefix(2))")
        }

        // "Make stubbable" / "Remove stubs" on the first few types.
        var types: [Int] = []
        file.forEachDeclaration { d in
            if types.count < 3, [.class, .struct, .actor].contains(d.kind) { types.append(d.nameRange.lowerBound) }
        }
        for at in types {
            let edits = Stubbing.add(x, at: at)
            let one = try apply(edits, x, "add at \(at)")
            try keepsParsing(one, "add at \(at)")
            guard plain, !edits.isEmpty else { continue }
            let refresh = Stubbing.fixAll(one)
            try expect(refresh.isEmpty, "add at \(at) then refresh is a no-op: \(refresh.prefix(2))")
            let back = try apply(Stubbing.remove(one, at: mapped(at, through: edits)), one, "remove at \(at)")
            try expect(back == x, "add then remove at \(at) gives the input back")
        }

        // Diagnostics and actions at two offsets: every offered edit applies.
        for finding in Engine.diagnose(x) {
            try expect(finding.range.upperBound <= x.count, "finding range inside the text")
            for fix in finding.fixes { _ = try apply(fix.edits, x, "fix \(fix.id)") }
        }
        if !x.isEmpty {
            for at in [x.count / 3, Int(x[x.count / 2]) * 37 % x.count] {
                for fix in Engine.actions(x, at: at..<at) {
                    let y = try apply(fix.edits, x, "action \(fix.id)")
                    if fix.kind == .rewrite { try keepsParsing(y, "action \(fix.id)") }
                }
            }
        }
    }
}
