#if canImport(Glibc)
import Glibc
#endif

/// Gives freed heap memory back to the system after work on a big document. glibc keeps what a request freed
/// in its arenas for reuse: one code action on a 10 MB single-line file left the server at 2 GB resident for
/// the rest of the session, the document closed or not. `malloc_trim` returns it. The function is looked up at
/// run time, since not every C library has it; where it is missing this does nothing.
enum MemoryRelease {
    /// Documents at least this big (bytes) are followed by a trim; below, what is freed is small enough to keep.
    static let bigDocument = 1 << 20

    #if os(Linux)
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = {
        // dlsym(RTLD_DEFAULT, ...): RTLD_DEFAULT is the null handle in glibc.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()
    #endif

    /// Call after the work on a document of `bytes` bytes (its text, its analyses) has been released.
    static func afterWork(onDocumentOf bytes: Int) {
        guard bytes >= bigDocument else { return }
        #if os(Linux)
        _ = trim?(0)
        #endif
    }
}
