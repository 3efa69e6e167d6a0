// The server's main loop over a byte stream, plus its log file and workspace file listing.

import Foundation
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
        let writer = FramedWriter(fileDescriptor: 1)
        let log = ServerLog(path: logFile)
        let server = LanguageServer(service: service, version: version, log: log) { message in
            writer.send(message.serialized())
        }
        log.write("stubble \(version) language server started (pid \(getpid()))")
        return server.run(reader: FramedReader(fileDescriptor: 0))
    }
}

/// An optional log file (`--log-file PATH`). Thread-safe; never throws.
public final class ServerLog: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle?

    public init(path: String? = nil) {
        if let path {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            handle = FileHandle(forWritingAtPath: path)
        } else {
            handle = nil
        }
    }

    public func write(_ message: String) {
        guard let handle else { return }
        let line = "[\(Date().ISO8601Format(.iso8601.time(includingFractionalSeconds: true)))] \(message)\n"
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(line.utf8))
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
        for folder in folders where !isFileSystemRoot(folder) {
            guard let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
                options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { continue }
            for case let url as URL in enumerator {
                visited += 1
                if visited > visitLimit { return result }
                if skipped.contains(url.lastPathComponent) {
                    enumerator.skipDescendants()
                    continue
                }
                if url.pathExtension == "swift", (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    result.append(url.path)
                    if result.count >= limit { return result }
                }
            }
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
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.map { dir.hasSuffix("/") ? dir + $0 : dir + "/" + $0 }.filter { path in
            var d: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &d) && !d.boolValue
        }
    }

    /// `/`, or an empty path (a file directly under `/` has the empty path as its folder).
    static func isFileSystemRoot(_ folder: String) -> Bool {
        folder.isEmpty || folder.allSatisfy { $0 == "/" }
    }
}
