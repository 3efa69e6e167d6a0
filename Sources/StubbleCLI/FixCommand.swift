import StubbleEngine
import StubbleLSP

/// Runs an engine action over files: computes new texts in parallel, then writes the changed ones
/// atomically, or prints a unified diff with `--dry-run`. Untouched files are never written.
enum FileRewriter {
    struct Outcome: Sendable { var path: String; var old: [UInt8]; var new: [UInt8]; var error: String? }

    /// `eager`: the action may annotate extensions (add), so their types' files are loaded up front.
    static func run(command: String, files: [String], dryRun: Bool, io: CLIIO, eager: Bool = false,
                    _ transform: @escaping @Sendable (String, [UInt8], FileStubContext) -> [TextEdit]) -> Int32 {
        run(command: command, files: files, dryRun: dryRun, io: io, eager: eager, texts: { path, text, stubs in
            let edits = transform(path, text, stubs)
            return edits.isEmpty ? text : Engine.apply(edits, to: text)
        })
    }

    /// `run` with a transform that gives each file's new text.
    static func run(command: String, files: [String], dryRun: Bool, io: CLIIO, eager: Bool = false,
                    texts transform: @escaping @Sendable (String, [UInt8], FileStubContext) -> [UInt8]) -> Int32 {
        let texts = FileSupport.parallelMap(files) { path in try? FileSupport.read(path) }
        var outcomes: [Outcome] = []
        var readable: [(path: String, module: String, text: [UInt8])] = []
        for (path, text) in zip(files, texts) {
            guard let text else { outcomes.append(Outcome(path: path, old: [], new: [], error: "cannot read \(path)")); continue }
            readable.append((path, StubContextLoader.moduleRoot(path), text))
        }
        // Hooks of extension members live in their type's body, maybe in another file of the module: the
        // engine runs the action with the other files known, then keeps every file's hooks for other files
        // true (`StubContext.rewrite`). The other files of the modules are read only when a file may need them.
        var known = readable
        let given = Set(readable.map { StubContextLoader.absolute($0.path) })
        if readable.contains(where: { Engine.mayNeedModule($0.text, eager: eager) }) {
            let loader = StubContextLoader.load(given: readable.map { (path: $0.path, text: Optional($0.text)) }, eager: eager, indexing: false)
            for path in loader.paths where !given.contains(StubContextLoader.absolute(path)) {
                known.append((path, StubContextLoader.moduleRoot(path), loader.texts[path]!))
            }
        }
        // Each file in its package's language mode (`LanguageModes`).
        let rewritten = Engine.rewrite(known, changing: readable.map(\.path), eager: eager,
                                       texts: { path, text, stubs in transform(path, text, LanguageModes.context(stubs, path: path)) })
        let newTexts = Dictionary(rewritten.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        for f in known where newTexts[f.path] != nil || given.contains(StubContextLoader.absolute(f.path)) {
            outcomes.append(Outcome(path: f.path, old: f.text, new: newTexts[f.path] ?? f.text, error: nil))
        }
        var status: Int32 = 0
        var changed = 0
        for o in outcomes {
            if let e = o.error { io.writeErr("stubble \(command): \(e)\n"); status = 2; continue }
            guard o.old != o.new else { continue }
            changed += 1
            if dryRun {
                // The diff of the file's own bytes (its line breaks and byte-order mark kept).
                let change = (try? FileSupport.rawChange(o.path, to: o.new)) ?? (old: o.old, new: o.new)
                io.writeOut(FileSupport.unifiedDiff(path: o.path, old: change.old, new: change.new))
            } else {
                do { try FileSupport.writePlain(o.new, to: o.path) }
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
    form ('@Stubbable', '@StubbableFunction', '@StubbableProperty') into the comment form (and drops
    'import Stubble' once no attribute is left), writes the type an annotated property needs when a
    lone literal says it ('var count = 0' -> 'var count: Int = 0'; never a guess), and drops
    generated code no annotation asks for. Generated mocks that no longer match their protocol are
    regenerated (your own members outside the generated markers are kept); protocols refined from
    another file are looked up in every file given and in the other files of the packages of the files
    with mocks, as `check` reads them. Files that need no change are not touched; writes are atomic (temporary file + rename).

      --dry-run   Print a unified diff of the changes and write nothing.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, flags: ["--dry-run"])
            guard !parsed.positional.isEmpty else { throw FileSupport.UsageError(message: "fix needs at least one PATH") }
            let files = try FileSupport.swiftFiles(parsed.positional)
            let mockViews = MockContextLoader.load(files).views
            return FileRewriter.run(command: name, files: files, dryRun: parsed.flags.contains("--dry-run"), io: io) { path, bytes, stubs in
                Engine.fixAll(bytes, context: mockViews(path), stubs: stubs)
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
