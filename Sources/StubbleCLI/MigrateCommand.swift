import StubbleEngine

/// `stubble migrate [--dry-run] PATH...`: protocols marked for another mocking library get our mock in
/// place of the marker (what `fix` also does), and the command says what it did, file by file.
struct MigrateCommand: Command {
    let name = "migrate"
    let summary = "Replace swift-mocking, Spyable, Mockolo and Sourcery mocks by Stubble's, and say what changed"
    let usage = """
    USAGE: stubble migrate [--dry-run] PATH...

    For every .swift file under PATH, every protocol marked for another mocking library gets Stubble's mock
    written after it, and the marker goes:
        @Mocked(compilationCondition: ...)   swift-mocking; the condition becomes the mock's #if
                                             (none: SWIFT_MOCKING_ENABLED, as swift-mocking does)
        @Spyable(behindPreprocessorFlag: ...)  Spyable; the flag becomes the mock's #if (none: no #if)
        /// @mockable                        Mockolo (#if DEBUG)
        // sourcery: AutoMockable, : AutoMockable   Sourcery (#if DEBUG)
    The library's import ('import Mocking', 'import Spyable') goes once nothing in the file uses it.
    Prints one line per protocol migrated or left alone (with why), one per import removed, and a total.
    `stubble fix` does the same migration silently.

      --dry-run   Print a unified diff of the changes and write nothing.

    Exit status: 0 when every marked protocol was migrated, 1 when one was left alone, 2 on usage or I/O errors.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        let parsed: ParsedArguments
        let files: [String]
        do {
            parsed = try ParsedArguments(arguments, flags: ["--dry-run"])
            guard !parsed.positional.isEmpty else { throw FileSupport.UsageError(message: "migrate needs at least one PATH") }
            files = try FileSupport.swiftFiles(parsed.positional)
        } catch let e as FileSupport.UsageError {
            io.writeErr("stubble migrate: \(e.message)\n")
            return 2
        } catch {
            io.writeErr("stubble migrate: \(error)\n")
            return 2
        }
        let dryRun = parsed.flags.contains("--dry-run")
        let (texts, mockViews) = MockContextLoader.load(files)
        let outcomes = FileSupport.parallelMap(Array(zip(files, texts))) { path, text -> Migration.Outcome? in
            text.flatMap { Engine.migrate($0, context: mockViews(path)) }
        }
        var status: Int32 = 0
        var migrated = 0, leftAlone = 0, imports = 0, changed = 0
        var report = ""
        for ((path, text), outcome) in zip(zip(files, texts), outcomes) {
            guard let text else { io.writeErr("stubble migrate: cannot read \(path)\n"); status = 2; continue }
            guard let outcome else { continue }
            for line in outcome.migrated { report += "\(path): \(line)\n" }
            for line in outcome.leftAlone { report += "\(path): left alone: \(line)\n" }
            for module in outcome.droppedImports { report += "\(path): removed 'import \(module)'\n" }
            migrated += outcome.migrated.count
            leftAlone += outcome.leftAlone.count
            imports += outcome.droppedImports.count
            guard outcome.text != text else { continue }
            changed += 1
            if dryRun {
                let change = (try? FileSupport.rawChange(path, to: outcome.text)) ?? (old: text, new: outcome.text)
                io.writeOut(FileSupport.unifiedDiff(path: path, old: change.old, new: change.new))
            } else {
                do { try FileSupport.writePlain(outcome.text, to: path) }
                catch { io.writeErr("stubble migrate: cannot write \(path)\n"); status = 2 }
            }
        }
        report += "migrate: \(migrated) protocol\(migrated == 1 ? "" : "s") migrated, \(leftAlone) left alone, "
        report += "\(imports) import\(imports == 1 ? "" : "s") removed, \(changed) file\(changed == 1 ? "" : "s") \(dryRun ? "would change" : "changed")\n"
        if dryRun { io.writeErr(report) } else { io.writeOut(report) }
        if status == 0 && leftAlone > 0 { status = 1 }
        return status
    }
}
