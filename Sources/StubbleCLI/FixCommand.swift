import Foundation
import StubbleEngine

/// Runs an engine action over files: computes new texts in parallel, then writes the changed ones
/// atomically, or prints a unified diff with `--dry-run`. Untouched files are never written.
enum FileRewriter {
    struct Outcome: Sendable { var path: String; var old: [UInt8]; var new: [UInt8]; var error: String? }

    static func run(command: String, files: [String], dryRun: Bool, io: CLIIO,
                    _ transform: @escaping @Sendable (String, [UInt8]) -> [TextEdit]) -> Int32 {
        let outcomes = FileSupport.parallelMap(files) { path -> Outcome in
            do {
                let bytes = try FileSupport.read(path)
                let edits = transform(path, bytes)
                return Outcome(path: path, old: bytes, new: edits.isEmpty ? bytes : Stubbing.apply(edits, to: bytes), error: nil)
            } catch {
                return Outcome(path: path, old: [], new: [], error: "cannot read \(path)")
            }
        }
        var status: Int32 = 0
        var changed = 0
        for o in outcomes {
            if let e = o.error { io.writeErr("stubble \(command): \(e)\n"); status = 2; continue }
            guard o.old != o.new else { continue }
            changed += 1
            if dryRun {
                io.writeOut(FileSupport.unifiedDiff(path: o.path, old: o.old, new: o.new))
            } else {
                do { try FileSupport.writeAtomically(o.new, to: o.path) }
                catch { io.writeErr("stubble \(command): cannot write \(o.path)\n"); status = 2 }
            }
        }
        if !dryRun { io.writeErr("stubble \(command): \(changed) file\(changed == 1 ? "" : "s") changed\n") }
        return status
    }
}

/// `stubble fix [--dry-run] PATH...`: refreshes stale stubs and expands annotations.
struct FixCommand: Command {
    let name = "fix"
    let summary = "Refresh stale stubs and mocks and expand annotations in place"
    let usage = """
    USAGE: stubble fix [--dry-run] PATH...

    For every .swift file under PATH: refreshes stubs that no longer match their declaration, writes
    the stubs of '// @Stubbable' annotations that are not expanded yet, expands Stubble's attribute
    form ('@Stubbable', '@StubbableFunction', '@StubbableProperty') into the comment form, and drops
    generated code no annotation asks for. Generated mocks that no longer match their protocol are
    regenerated (your own members outside the generated markers are kept); protocols refined from
    another file are looked up in every file given. Files that need no change are not touched; writes are
    atomic (temporary file + rename).

      --dry-run   Print a unified diff of the changes and write nothing.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, flags: ["--dry-run"])
            guard !parsed.positional.isEmpty else { throw FileSupport.UsageError(message: "fix needs at least one PATH") }
            let files = try FileSupport.swiftFiles(parsed.positional)
            let context = MockContextLoader.load(files).context
            return FileRewriter.run(command: name, files: files, dryRun: parsed.flags.contains("--dry-run"), io: io) { _, bytes in
                Engine.fixAll(bytes, context: context)
            }
        } catch let e as FileSupport.UsageError {
            io.writeErr("stubble fix: \(e.message)\n")
            return 2
        } catch {
            io.writeErr("stubble fix: \(error)\n")
            return 2
        }
    }
}
