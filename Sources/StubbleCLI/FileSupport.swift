#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StubbleLSP
import StubbleSyntax
import StubbleEngine

/// Shared helpers of the file commands (check, fix, add, remove): walking paths, reading, atomic
/// writes, line/column conversion, unified diffs, parallel processing.
enum FileSupport {
    struct UsageError: Error { var message: String }

    /// Every `.swift` file under the given paths (directories recurse, skipping `.build` and hidden
    /// folders), sorted, without duplicates. Throws a one-line error for a missing path.
    static func swiftFiles(_ paths: [String]) throws -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        for path in paths {
            guard let isDir = FileSystem.isDirectory(path) else {
                throw UsageError(message: "no such file or directory: \(path)")
            }
            if !isDir {
                if seen.insert(path).inserted { out.append(path) }
                continue
            }
            var found: [String] = []
            func walk(_ dir: String) {
                guard let entries = FileSystem.entriesWithKinds(of: dir) else { return }
                for (name, kind) in entries.sorted(by: { $0.name < $1.name }) {
                    if name.hasPrefix(".") { continue }
                    let full = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                    guard let d = FileSystem.isDirectory(full, listedAs: kind) else { continue }
                    if d {
                        if name == ".build" || name.hasPrefix(".build") { continue }
                        // Do not follow symbolic links to directories (cycles).
                        if FileSystem.isSymbolicLink(full, listedAs: kind) { continue }
                        walk(full)
                    } else if name.hasSuffix(".swift") {
                        found.append(full)
                    }
                }
            }
            walk(path)
            for f in found where seen.insert(f).inserted { out.append(f) }
        }
        return out
    }

    /// The file's bytes as they are on disk.
    static func readRaw(_ path: String) throws -> [UInt8] {
        guard let bytes = FileSystem.contents(of: path) else {
            throw UsageError(message: "cannot read \(path)")
        }
        return bytes
    }

    /// The file as the engine reads it (`PlainText.plain`: no byte-order mark, "\n" line breaks). What the
    /// engine makes of it goes back to the file's own form with `writePlain` / `rawChange`.
    static func read(_ path: String) throws -> [UInt8] {
        PlainText(try readRaw(path)).plain
    }

    /// The file's bytes now, and what they become when its plain text (`read`) becomes `plain`: the
    /// byte-order mark and the line breaks of the file's own lines kept, generated lines with its usual break.
    static func rawChange(_ path: String, to plain: [UInt8]) throws -> (old: [UInt8], new: [UInt8]) {
        let text = PlainText(try readRaw(path))
        return (text.raw, text.restore(plain))
    }

    /// Writes a new plain text of the file (`read`) in the file's own form (`rawChange`), atomically.
    static func writePlain(_ plain: [UInt8], to path: String) throws {
        let change = try rawChange(path, to: plain)
        if change.new != change.old { try writeAtomically(change.new, to: path) }
    }

    /// Writes through a temporary file beside the file and a rename, keeping the file's permissions. A
    /// symbolic link is followed: its target is written (the temporary file beside the target), and the
    /// link stays a link.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let target = resolvingSymlinks(path)
        let folder = FileSystem.parent(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let tmp = FileSystem.appending(".\(name).stubble-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", to: folder.isEmpty ? "." : folder)
        var info = stat()
        let mode: mode_t? = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw UsageError(message: "cannot write \(path)") }
        let written = FileSystem.writeAll(bytes, to: fd)
        if close(fd) != 0 || !written {
            unlink(tmp)
            throw UsageError(message: "cannot write \(path)")
        }
        if let mode { chmod(tmp, mode) }
        if rename(tmp, target) != 0 {
            unlink(tmp)
            throw UsageError(message: "cannot write \(path)")
        }
    }

    /// The file a path names after following every symbolic link (of the file and of its folders); the
    /// path itself when it names no link or the link is broken.
    static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// 1-based line and column of a byte offset, the column in UTF-8 bytes: what swiftc and clang print
    /// (`naïve` is 6 columns), so `check` reads like the compiler and agrees with `symbols`. Lines end at
    /// LF, CRLF or a lone CR, as `LineIndex` counts them for the language server.
    static func lineColumn(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        lineColumn(LineIndex(bytes), offset)
    }

    /// `lineColumn` with the file's line index made once (a file with many findings).
    static func lineColumn(_ index: LineIndex, _ offset: Int) -> (line: Int, column: Int) {
        let p = index.position(of: offset, encoding: .utf8)
        return (p.line + 1, p.column + 1)
    }

    /// Byte offset of a 1-based line and column (column in UTF-8 bytes, as `lineColumn` prints it; a column
    /// inside a character means that character, one past the line's end its end); nil when out of range.
    /// Column 1 means the first non-blank character of the line, so `PATH:LINE` finds the declaration.
    static func offset(_ bytes: [UInt8], line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1 else { return nil }
        let index = LineIndex(bytes)
        guard line <= index.lineCount else { return nil }
        if column == 1 {
            var j = index.lineStart(line - 1)
            let end = index.lineContentEnd(line - 1)
            while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            return j
        }
        return index.offset(line: line - 1, column: column - 1, encoding: .utf8)
    }

    /// `PATH[:LINE[:COL]]`.
    static func parseLocation(_ arg: String) -> (path: String, line: Int?, column: Int?) {
        let parts = arg.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
            return (parts.dropLast(2).joined(separator: ":"), l, c)
        }
        if parts.count >= 2, let l = Int(parts[parts.count - 1]) {
            return (parts.dropLast().joined(separator: ":"), l, nil)
        }
        return (arg, nil, nil)
    }

    /// A unified diff (3 lines of context) from `old` to `new`, or "" when equal.
    static func unifiedDiff(path: String, old: [UInt8], new: [UInt8]) -> String {
        if old == new { return "" }
        let a = Engine.diffLines(old), b = Engine.diffLines(new)
        let hunks = Engine.diffHunks(a, b)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        let context = 3
        var i = 0
        func line(_ s: ArraySlice<UInt8>) -> String {
            var t = String(decoding: s, as: UTF8.self)
            if t.hasSuffix("\n") { t.removeLast() } else { t += "\n\\ No newline at end of file" }
            return t
        }
        while i < hunks.count {
            var j = i
            while j + 1 < hunks.count, hunks[j + 1].old.lowerBound - hunks[j].old.upperBound <= 2 * context { j += 1 }
            let oStart = max(0, hunks[i].old.lowerBound - context)
            let oEnd = min(a.count, hunks[j].old.upperBound + context)
            let nStart = hunks[i].new.lowerBound - (hunks[i].old.lowerBound - oStart)
            let nEnd = hunks[j].new.upperBound + (oEnd - hunks[j].old.upperBound)
            out += "@@ -\(oStart + 1),\(oEnd - oStart) +\(nStart + 1),\(nEnd - nStart) @@\n"
            var o = oStart
            for k in i...j {
                let h = hunks[k]
                while o < h.old.lowerBound { out += " " + line(a[o]) + "\n"; o += 1 }
                for x in h.old { out += "-" + line(a[x]) + "\n" }
                for y in h.new { out += "+" + line(b[y]) + "\n" }
                o = h.old.upperBound
            }
            while o < oEnd { out += " " + line(a[o]) + "\n"; o += 1 }
            i = j + 1
        }
        return out
    }

    /// Runs `body` for each item on all cores; results in input order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ body: @Sendable (T) -> R) -> [R] {
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            box.set(i, body(items[i]))
        }
        return box.values()
    }

    /// `parallelMap` started in the order of `costs` (the costliest first; `costs[i]` is about how long `body(items[i])`
    /// takes): a core left with one long item at the end waits no longer than for the smallest. Results in input order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], costliestFirst costs: [Int], _ body: @Sendable (T) -> R) -> [R] {
        precondition(costs.count == items.count, "one cost per item")
        let order = items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let index = order[i]
            box.set(index, body(items[index]))
        }
        return box.values()
    }

    /// Keeps `value` (and all it holds) alive until the process exits, when `io` says the process ends with the
    /// command: the exit then frees it at once, instead of the command freeing it piece by piece on one core
    /// (a `mock --all` run's parsed files took a sixteenth of its instructions on the main thread to free).
    /// Tests' commands free as usual.
    static func keepUntilExit(_ value: some Sendable, io: CLIIO) {
        guard io.exitsAfterCommand else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }
}

/// What `FileSupport.keepUntilExit` keeps: never released.
private final class KeptUntilExit<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

final class ResultBox<R: Sendable>: @unchecked Sendable {
    private var items: [R?]
    private let lock = Lock()
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: R) { lock.lock(); items[i] = r; lock.unlock() }
    func values() -> [R] { lock.lock(); defer { lock.unlock() }; return items.map { $0! } }
}

/// Splits `--flag` options from positional arguments; unknown flags are a usage error.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positional: [String] = []

    init(_ args: [String], flags allowed: Set<String>, valued: Set<String> = []) throws {
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let a = args[i]
            if onlyPositional || !a.hasPrefix("-") || a == "-" { positional.append(a); i += 1; continue }
            if a == "--" { onlyPositional = true; i += 1; continue }
            var name = a, value: String? = nil
            if let eq = a.firstIndex(of: "=") { name = String(a[..<eq]); value = String(a[a.index(after: eq)...]) }
            if valued.contains(name) {
                if value == nil {
                    guard i + 1 < args.count else { throw FileSupport.UsageError(message: "\(name) needs a value") }
                    value = args[i + 1]; i += 1
                }
                values[name] = value
            } else if allowed.contains(name), value == nil {
                flags.insert(name)
            } else {
                throw FileSupport.UsageError(message: "unknown option '\(a)'")
            }
            i += 1
        }
    }
}
