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

    #if os(Linux)
    private typealias Option = @convention(c) (Int32, Int32) -> Int32
    private static let mallopt: Option? = {
        guard let symbol = dlsym(nil, "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: Option.self)
    }()
    #endif

    /// How glibc's allocator is set for the server process (`stubble lsp`, at start; a `MALLOC_ARENA_MAX` or
    /// `MALLOC_MMAP_THRESHOLD_` in the environment is left to rule). By default every thread that allocates
    /// while another holds the lock gets an arena of its own (up to 8 per core), and the freed memory of each
    /// stays in it; and blocks of 128 KiB and more are mapped only until one is freed, after which the threshold
    /// rises to that size (up to 32 MiB), so a document's text, token and line tables land in the arenas too
    /// and stay resident between versions. Two arenas and a fixed 128 KiB threshold took the peak on the
    /// 10k-line file of `lsp-bench.py --table` from 66-68 MB to 42 MB (with full Foundation still linked) at the same
    /// request times. Since a version keeps only what the next one reuses of its analysis, the rest is freed (on a
    /// utility queue) while the next one is made: with two arenas, that memory was sometimes in the other arena
    /// than the one the next analysis allocates from, and the peak was as if nothing had been freed (one run in
    /// six at 33.7 MB, the others at 26.6-27.7); with one arena, 26.8-28.7 MB in six runs at the same CPU.
    static func configureServerAllocator() {
        #if os(Linux)
        guard let mallopt else { return }
        if getenv("MALLOC_ARENA_MAX") == nil { _ = mallopt(-8, 1) }  // M_ARENA_MAX
        if getenv("MALLOC_MMAP_THRESHOLD_") == nil { _ = mallopt(-3, 128 * 1024) }  // M_MMAP_THRESHOLD
        #endif
    }

    /// Call after the work on a document of `bytes` bytes (its text, its analyses) has been released.
    static func afterWork(onDocumentOf bytes: Int) {
        guard bytes >= bigDocument else { return }
        #if os(Linux)
        _ = trim?(0)
        #endif
    }
}
