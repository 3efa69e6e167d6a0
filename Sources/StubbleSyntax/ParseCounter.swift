// A count of whole-file parses, in debug builds only: the tests that say "one code action parses its document
// at most once" read it. Parses are counted by the bytes parsed (a hash of them), so a test counts the parses
// of its own document while other tests run in parallel. Release builds have no counter and pay nothing.

#if DEBUG
import Synchronization

public enum ParseCounter {
    private static let counts = Mutex<[Int: Int]>([:])

    /// Called by `SourceFile.init` for every parse.
    static func record(_ bytes: [UInt8]) {
        let key = bytes.hashValue
        counts.withLock { $0[key, default: 0] += 1 }
    }

    /// How many times these exact bytes were parsed as a file since the process started.
    public static func parses(of bytes: [UInt8]) -> Int {
        let key = bytes.hashValue
        return counts.withLock { $0[key] ?? 0 }
    }
}
#endif
