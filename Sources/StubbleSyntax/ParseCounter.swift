// A count of whole-file parses, in debug builds only: the tests that say "one code action parses its document
// at most once" read it. Parses are counted by the bytes parsed (a hash of them), so a test counts the parses
// of its own document while other tests run in parallel. Release builds have no counter and pay nothing.
// Guarded by an NSLock, which the thread sanitizer understands (with `Synchronization.Mutex` it reported the
// counter's accesses from two queues as a race: the server's CI step under TSan failed on it).

#if DEBUG
import Foundation

public enum ParseCounter {
    private final class Counts: @unchecked Sendable {
        let lock = NSLock()
        var byKey: [Int: Int] = [:]
    }
    private static let counts = Counts()

    /// Called by `SourceFile.init` for every parse.
    static func record(_ bytes: [UInt8]) {
        let key = bytes.hashValue
        counts.lock.lock(); counts.byKey[key, default: 0] += 1; counts.lock.unlock()
    }

    /// How many times these exact bytes were parsed as a file since the process started.
    public static func parses(of bytes: [UInt8]) -> Int {
        let key = bytes.hashValue
        counts.lock.lock(); defer { counts.lock.unlock() }
        return counts.byKey[key] ?? 0
    }
}
#endif
