// What the server and the CLI need from the system, straight from the C library: a lock, file kinds, sizes and
// modification times, reading a file, listing a folder, paths, plain writes to a file descriptor, clocks, C
// formatting. No Foundation at all: full Foundation (NSLock, NSString, FileHandle, String(format:)) loaded
// libFoundation, FoundationInternationalization and ICU's data at start, about 7 MB of resident memory for
// every `stubble lsp` process; FoundationEssentials (FileManager, URL, Date) 2.5 MB more, for nothing here needs.

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
    package static func isDirectory(_ path: String) -> Bool? { status(path)?.isDirectory }

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

    /// What `stat` says of a file (symbolic links followed): nil when nothing is there.
    package struct Status: Equatable, Sendable {
        package var isDirectory: Bool
        package var isRegularFile: Bool
        package var size: Int
        /// The modification time, in nanoseconds since 1970.
        package var modified: Int64
    }

    package static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & 0o170000  // S_IFMT
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Status(isDirectory: kind == 0o040000, isRegularFile: kind == 0o100000, size: Int(info.st_size),
                      modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Whether something is at `path` (symbolic links followed), as `FileManager.fileExists(atPath:)` says.
    package static func exists(_ path: String) -> Bool { status(path) != nil }

    /// The whole content of the file at `path` (symbolic links followed); nil when it cannot be opened or read, or
    /// is a folder. Read to its end, whatever `stat` says of its size (files under `/proc` say 0).
    package static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & 0o170000 != 0o040000 else { return nil }
        // Read straight into the result, sized by `fstat` with a byte to spare, so that a file that did not grow is
        // read in one `read` and seen to end by the next (a zeroed buffer of at least 64 KiB per file, copied
        // into the result, was a twentieth of `mock --all` over a package of small files).
        let size = max(0, Int(info.st_size))
        var failed = false, ended = false
        var out = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n > 0 {
                    count += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    if n < 0 { failed = true } else { ended = true }
                    return
                }
            }
        }
        if failed { return nil }
        if ended { return out }
        // The file grew: the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                out.append(contentsOf: chunk[0..<n])
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0 {
                return nil
            } else {
                return out
            }
        }
    }

    /// The names in the folder at `path` (without `.` and `..`), in the order the file system lists them; nil when
    /// it cannot be opened. What `FileManager.contentsOfDirectory(atPath:)` gave.
    package static func entries(of path: String) -> [String]? {
        entriesWithKinds(of: path)?.map(\.name)
    }

    /// What a folder's listing says of an entry's kind (`d_type`), without asking the file system again.
    package enum EntryKind: Sendable {
        case directory, regularFile, symbolicLink, other
        /// The file system does not say in its listing: ask `stat`/`lstat`.
        case unknown
    }

    /// `entries(of:)` with the kind of each entry as the listing says it (`d_type`; a walk that asked `lstat`
    /// and `stat` of every entry made two system calls per file).
    package static func entriesWithKinds(of path: String) -> [(name: String, kind: EntryKind)]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            // DT_DIR 4, DT_REG 8, DT_LNK 10, DT_UNKNOWN 0 (the same values on Linux and Darwin).
            let kind: EntryKind
            switch entry.pointee.d_type {
            case 4: kind = .directory
            case 8: kind = .regularFile
            case 10: kind = .symbolicLink
            case 0: kind = .unknown
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// Whether the entry `full`, of kind `kind` in its folder's listing, is a directory once symbolic links are
    /// followed (nil when nothing is there): `isDirectory(full)`, asked of the file system only when the
    /// listing cannot say (a link, or no kind).
    package static func isDirectory(_ full: String, listedAs kind: EntryKind) -> Bool? {
        switch kind {
        case .directory: return true
        case .regularFile, .other: return false
        case .symbolicLink, .unknown: return isDirectory(full)
        }
    }

    /// Whether the entry `full`, of kind `kind` in its folder's listing, is itself a symbolic link:
    /// `isSymbolicLink(full)`, asked of the file system only when the listing gives no kind.
    package static func isSymbolicLink(_ full: String, listedAs kind: EntryKind) -> Bool {
        switch kind {
        case .symbolicLink: return true
        case .directory, .regularFile, .other: return false
        case .unknown: return isSymbolicLink(full)
        }
    }

    /// Which file a path names, symbolic links followed: two paths name one file exactly when their identities
    /// are equal (through links, `..` or hard links). Nil when nothing is there.
    package struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    package static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The process's working folder.
    package static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` made absolute (against the working folder) and standardized as
    /// `URL(fileURLWithPath:).standardizedFileURL.path` gave it: `.` and `..` segments resolved (`..` above the root
    /// stays at the root), doubled and trailing slashes dropped. Symbolic links are not followed.
    package static func absoluteStandardized(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : appending(path, to: currentDirectory())
        // Most paths are standardized already (a walk names them from a standardized root): read as bytes, they
        // are given back as they are (splitting and joining every path was most of a `mock FILE:LINE`'s listing).
        if isStandardizedAbsolute(full) { return full }
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is what `absoluteStandardized` makes of it: `/`, or `/` then components none of which is
    /// empty, `.` or `..` (no `//`, no trailing `/`).
    static func isStandardizedAbsolute(_ path: String) -> Bool {
        var utf8 = path.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "/") else { return false }
        // The current component's length, and whether it is all dots so far.
        var length = 0, dots = true, any = false
        while let byte = utf8.next() {
            any = true
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots && length <= 2) { return false }
                length = 0; dots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { dots = false }
            }
        }
        return !any || !(length == 0 || (dots && length <= 2))
    }

    /// Writes all of `bytes` to `fd`, retrying after a signal; stops at the first other error (a closed peer, a
    /// full disk). Whether every byte was written.
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
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
                return false
            }
        }
        return true
    }
}

/// Seconds since an arbitrary start that never goes back (CLOCK_MONOTONIC): for how old a cached listing is.
package func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The time of day in UTC with milliseconds, `13:02:06.865` (what the log's lines begin with).
package func utcTimeOfDay() -> String {
    var ts = timespec()
    clock_gettime(CLOCK_REALTIME, &ts)
    var seconds = time_t(ts.tv_sec)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return cFormat("%02d:%02d:%02d.%03d", Int32(parts.tm_hour), Int32(parts.tm_min), Int32(parts.tm_sec), Int32(ts.tv_nsec / 1_000_000))
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
