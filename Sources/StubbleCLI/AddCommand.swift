import StubbleLSP
import StubbleEngine

/// Shared by add and remove: `PATH:LINE[:COL]` locations grouped per file, or `--all PATH...`.
enum LocatedAction {
    static func run(command: String, arguments: [String], allowBarePaths: Bool, io: CLIIO,
                    all: @escaping @Sendable ([UInt8], StubOptions, FileStubContext) -> [UInt8],
                    at: @escaping @Sendable ([UInt8], Int, StubOptions, FileStubContext) -> [TextEdit]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, flags: command == "add" ? ["--all", "--dry-run", "--spy"] : ["--all", "--dry-run"], valued: ["--condition"])
            guard !parsed.positional.isEmpty else { throw FileSupport.UsageError(message: "\(command) needs at least one location") }
            let options = StubOptions(condition: parsed.values["--condition"], spy: parsed.flags.contains("--spy"))
            let dryRun = parsed.flags.contains("--dry-run")
            if parsed.flags.contains("--all") {
                let files = try FileSupport.swiftFiles(parsed.positional)
                return FileRewriter.run(command: command, files: files, dryRun: dryRun, io: io, eager: true, texts: { _, bytes, stubs in all(bytes, options, stubs) })
            }
            // Locations, grouped per file in the order given.
            var perFile: [String: [(Int, Int?)]] = [:]
            var order: [String] = []
            var barePaths: [String] = []
            for arg in parsed.positional {
                let loc = FileSupport.parseLocation(arg)
                guard FileSystem.exists(loc.path) else {
                    throw FileSupport.UsageError(message: "no such file or directory: \(loc.path)")
                }
                guard let line = loc.line else {
                    if allowBarePaths { barePaths.append(loc.path); continue }
                    throw FileSupport.UsageError(message: "'\(arg)' needs a line: PATH:LINE[:COL], or use --all")
                }
                if perFile[loc.path] == nil { order.append(loc.path) }
                perFile[loc.path, default: []].append((line, loc.column))
            }
            var status: Int32 = 0
            if !barePaths.isEmpty {
                let files = try FileSupport.swiftFiles(barePaths)
                status = FileRewriter.run(command: command, files: files, dryRun: dryRun, io: io, eager: true, texts: { _, bytes, stubs in all(bytes, options, stubs) })
            }
            let locations = perFile
            let missing = ResultBox<String?>(count: order.count)
            for i in order.indices { missing.set(i, nil) }
            let pathIndex = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
            let s = FileRewriter.run(command: command, files: order, dryRun: dryRun, io: io, eager: true) { path, bytes, stubs in
                // Every location names a line of the file as given; each is found there first, then carried
                // past the edits of the locations before it (an insertion at its offset moves it along).
                var current = bytes
                var targets: [(line: Int, offset: Int?)] = []
                for (line, col) in locations[path] ?? [] {
                    targets.append((line, FileSupport.offset(bytes, line: line, column: col ?? 1)))
                }
                for i in targets.indices {
                    guard let offset = targets[i].offset else {
                        missing.set(pathIndex[path]!, "\(path):\(targets[i].line): no such line")
                        continue
                    }
                    let edits = at(current, offset, options, stubs)
                    if edits.isEmpty {
                        let why = command == "add" ? Engine.addRefusal(current, at: offset) : nil
                        missing.set(pathIndex[path]!, "\(path):\(targets[i].line): " + (why ?? "nothing to \(command) there"))
                    }
                    current = Engine.apply(edits, to: current)
                    for j in targets.indices where j > i {
                        guard let o = targets[j].offset else { continue }
                        targets[j].offset = o + edits.filter { $0.range.upperBound <= o }.reduce(0) { $0 + $1.newText.utf8.count - $1.range.count }
                    }
                }
                return Engine.edits(from: bytes, to: current)
            }
            let failures = missing.values().compactMap({ $0 })
            for m in failures { io.writeErr("stubble \(command): \(m)\n") }
            // A location with nothing to do (or no such line) fails the run, after the others are done.
            return max(status, s, failures.isEmpty ? 0 : 1)
        } catch let e as FileSupport.UsageError {
            io.writeErr("stubble \(command): \(e.message)\n")
            return 2
        } catch {
            io.writeErr("stubble \(command): \(error)\n")
            return 2
        }
    }
}

/// `stubble add PATH:LINE[:COL]... | --all PATH...`
struct AddCommand: Command {
    let name = "add"
    let summary = "Make declarations stubbable: write the annotation and the stubs"
    let usage = """
    USAGE: stubble add [--condition FLAG] [--spy] [--dry-run] PATH:LINE[:COL]...
           stubble add --all [--condition FLAG] [--spy] [--dry-run] PATH...

    Makes the declaration at each location stubbable: a class, struct or actor (all its eligible
    members), a method or a stored property. Exit status 1 when a location has nothing to make
    stubbable (or no such line), 2 on usage or I/O errors. Writes '// @Stubbable' above it and the stubs in place.
    With --all, every class, struct and actor in the files under PATH.

      --condition FLAG   Put hooks and guards inside '#if FLAG' (e.g. DEBUG), so other builds compile
                         the original code with zero overhead.
      --spy              Also record calls: each method keeps 'fooCallCount', 'fooInvocations' and
                         'fooLastInvocation' (a mock's names), and the type gets 'resetMock()'.
                         Writes '// @Stubbable(spy: true)'.
      --dry-run          Print a unified diff and write nothing.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        LocatedAction.run(command: name, arguments: arguments, allowBarePaths: false, io: io,
                          all: { bytes, options, stubs in Engine.addAllText(bytes, options: options, context: stubs) },
                          at: { bytes, offset, options, stubs in Engine.add(bytes, at: offset, options: options, context: stubs) })
    }
}
