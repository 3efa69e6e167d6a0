// The server's main loop over a byte stream, plus its log file and workspace file listing.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StubbleEngine

extension LanguageServer {
    /// Reads framed messages until `exit` or end of input and returns the process exit code:
    /// 0 after `shutdown`, 1 without (as the spec says for `exit`; input ending early counts the same).
    public func run(reader: FramedReader) -> Int32 {
        while true {
            switch reader.next() {
            case .message(let body):
                handle(body: body)
                if let code = exitCode {
                    // Let answers already under way go out (bounded: a client may have stopped reading).
                    waitUntilIdle(seconds: 2)
                    log.write("exit with code \(code)")
                    return code
                }
            case .error(let error):
                handle(framingError: error)
            case .end(let missing):
                if let missing { log.write("input ended inside a message body (\(missing) bytes missing)") }
                let code: Int32 = isShutDown ? 0 : 1
                log.write("input closed; exit with code \(code)")
                return code
            }
        }
    }

    /// Serves over standard input and output until `exit` or end of input.
    public static func serveStandardIO(service: any StubbingService, version: String, logFile: String?) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // A client that goes away must not kill us mid-write.
        MemoryRelease.configureServerAllocator()
        let writer = FramedWriter(fileDescriptor: 1)
        let log = ServerLog(path: logFile)
        let server = LanguageServer(service: service, version: version, log: log) { message in
            writer.send(message.serialized())
        }
        log.write("stubble \(version) language server started (pid \(getpid()))")
        return server.run(reader: FramedReader(fileDescriptor: 0))
    }
}

/// An optional log file (`--log-file PATH`), created or emptied at start. Thread-safe; never throws.
public final class ServerLog: @unchecked Sendable {
    private let lock = Lock()
    private let fd: Int32?

    public init(path: String? = nil) {
        if let path {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            self.fd = fd >= 0 ? fd : nil
        } else {
            fd = nil
        }
    }

    deinit {
        if let fd { close(fd) }
    }

    public func write(_ message: String) {
        guard let fd else { return }
        let line = "[\(utcTimeOfDay())] \(message)\n"
        lock.lock()
        defer { lock.unlock() }
        FileSystem.writeAll(Array(line.utf8), to: fd)
    }
}

/// Listing a workspace's Swift files (the editor's module view, and the CLI's for mocks: one rule, `Engine.moduleSpansSubfolders`).
public enum WorkspaceFiles {
    /// Swift files under `folders`, skipping hidden folders and build products. At most `limit` files, and
    /// at most `visitLimit` entries looked at in all: a file opened outside any project (in `/tmp`, in a home
    /// folder) has that whole folder as its module, and the walk must stay bounded however much lies below it.
    /// The file system's root is never walked (an empty path would be the server's working folder).
    static func swiftFiles(under folders: [String], limit: Int, visitLimit: Int = 100_000) -> [String] {
        var result: [String] = []
        var visited = 0
        let skipped: Set<String> = [".build", "build", "DerivedData", "node_modules", "Pods", "Carthage"]
        // Depth first, each folder's entries in the order the file system lists them (as FileManager's
        // enumerator walked); hidden entries are not looked at, symbolic links are neither followed nor listed.
        func walk(_ dir: String) -> Bool {
            // Each entry's kind as the listing says it; `lstat` only where the file system's listing gives none.
            guard let entries = FileSystem.entriesWithKinds(of: dir) else { return true }
            for (name, listed) in entries where !name.hasPrefix(".") {
                visited += 1
                if visited > visitLimit { return false }
                if skipped.contains(name) { continue }
                let path = FileSystem.appending(name, to: dir)
                switch listed == .unknown ? kind(lstatOf: path) : listed {
                case .directory:
                    if !walk(path) { return false }
                case .regularFile where name.hasSuffix(".swift") && name.count > ".swift".count:
                    result.append(path)
                    if result.count >= limit { return false }
                default:
                    continue
                }
            }
            return true
        }
        /// The entry's own kind (a symbolic link is a link, not followed); `.other` when nothing is there.
        func kind(lstatOf path: String) -> FileSystem.EntryKind {
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & 0o170000 {  // S_IFMT
            case 0o040000: return .directory  // S_IFDIR
            case 0o100000: return .regularFile  // S_IFREG
            case 0o120000: return .symbolicLink  // S_IFLNK
            default: return .other
            }
        }
        for folder in folders where !isFileSystemRoot(folder) {
            if !walk(folder) { return result }
        }
        return result
    }

    /// The Swift files of the module whose key (`Engine.moduleKey`) is `module`, sorted: under a SwiftPM target
    /// folder (`…/Sources/TARGET`, `…/Tests/TARGET`) every file below it, else the files right in the folder.
    static func moduleFiles(_ module: String, limit: Int) -> [String] {
        if Engine.moduleSpansSubfolders(module) {
            return swiftFiles(under: [module], limit: limit).filter { Engine.moduleKey(path: $0) == module }.sorted()
        }
        guard !isFileSystemRoot(module) else { return [] }
        return Array(swiftFilesDirectlyIn(module).prefix(limit))
    }

    /// The `.swift` files right in `dir` (not in its subfolders), sorted; none when it cannot be read.
    public static func swiftFilesDirectlyIn(_ dir: String) -> [String] {
        guard let entries = FileSystem.entriesWithKinds(of: dir) else { return [] }
        // A file listed as a file is one; a link or an entry listed without a kind is asked of the file system.
        return entries.filter { $0.name.hasSuffix(".swift") && !$0.name.hasPrefix(".") }
            .sorted { $0.name < $1.name }
            .map { (path: dir.hasSuffix("/") ? dir + $0.name : dir + "/" + $0.name, kind: $0.kind) }
            .filter { FileSystem.isDirectory($0.path, listedAs: $0.kind) == false }
            .map(\.path)
    }

    /// `/`, or an empty path (a file directly under `/` has the empty path as its folder).
    static func isFileSystemRoot(_ folder: String) -> Bool {
        folder.isEmpty || folder.allSatisfy { $0 == "/" }
    }
}
