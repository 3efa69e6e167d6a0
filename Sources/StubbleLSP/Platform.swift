// The few things the server and the CLI need from the system that FoundationEssentials does not have: a lock,
// file kinds, path parents, plain writes to a file descriptor, C formatting. Full Foundation (NSLock, NSString,
// FileHandle, String(format:)) would load libFoundation, FoundationInternationalization and ICU's data at
// start: about 7 MB of resident memory for every `stubble lsp` process, for nothing the server uses.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a pthread mutex (what NSLock is on Linux). The thread sanitizer understands
/// pthread mutexes; with `Synchronization.Mutex` it reported guarded accesses from two queues as a race
/// (see `ParseCounter`).
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

package enum FileSystem {
    /// Whether `path` (symbolic links followed) is a directory; nil when nothing is there. What
    /// `FileManager.fileExists(atPath:isDirectory:)` says.
    package static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o170000 == 0o040000  // S_IFMT, S_IFDIR
    }

    /// Whether `path` itself is a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & 0o170000 == 0o120000  // S_IFMT, S_IFLNK
    }

    /// The folder of a path, as `NSString.deletingLastPathComponent` gives it: `/a/b` → `/a`, `/a` → `/`,
    /// `/` → `/`, `a` → `` (trailing and doubled slashes ignored).
    package static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        if bytes == [UInt8(ascii: "/")] { return "/" }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        if end == 0 { return "/" }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `component` appended to `path` with one slash between, as `NSString.appendingPathComponent` does.
    package static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        if component.isEmpty { return path }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// Writes all of `bytes` to `fd`, retrying after a signal; stops at the first other error (a closed peer).
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// C's `printf` formatting of numbers (what `String(format:)` gave): `cFormat("%.2f", x)`.
package func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 256)
        let n = Int(vsnprintf(&buffer, buffer.count, format, list))
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            return withVaList(arguments) { again in
                _ = vsnprintf(&buffer, buffer.count, format, again)
                return text(buffer)
            }
        }
        return text(buffer)
    }
}

/// The characters of a C buffer up to its terminating zero.
private func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
