// A count of whole-file parses, in debug builds only: the tests that say "one code action parses its document
// at most once" read it. Parses are counted by the bytes parsed (a hash of them), so a test counts the parses
// of its own document while other tests run in parallel. Release builds have no counter and pay nothing.
// Guarded by a pthread mutex (what NSLock is on Linux), which the thread sanitizer understands (with
// `Synchronization.Mutex` it reported the counter's accesses from two queues as a race: the server's CI step
// under TSan failed on it). No Foundation in StubbleSyntax.

#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum ParseCounter {
    private final class Counts: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
            let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            m.initialize(to: pthread_mutex_t())
            pthread_mutex_init(m, nil)
            return m
        }()
        var byKey: [Int: Int] = [:]
        func lock() { pthread_mutex_lock(mutex) }
        func unlock() { pthread_mutex_unlock(mutex) }
    }
    private static let counts = Counts()

    /// Called by `SourceFile.init` for every parse.
    static func record(_ bytes: [UInt8]) {
        let key = bytes.hashValue
        counts.lock(); counts.byKey[key, default: 0] += 1; counts.unlock()
    }

    /// How many times these exact bytes were parsed as a file since the process started.
    public static func parses(of bytes: [UInt8]) -> Int {
        let key = bytes.hashValue
        counts.lock(); defer { counts.unlock() }
        return counts.byKey[key] ?? 0
    }
}
#endif
