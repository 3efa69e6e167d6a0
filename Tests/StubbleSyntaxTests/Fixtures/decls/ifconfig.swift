#if DEBUG
import Testing
#elseif os(Linux) || canImport(Glibc)
import Glibc
#else
import Darwin
#endif
struct Configured {
    #if DEBUG
    var debugOnly = true
    #if os(Linux)
    func linux() {}
    #endif
    #else
    var releaseOnly = false
    #endif
    #if compiler(>=6.0)
    @inline(__always)
    #else
    @inline(never)
    #endif
    func inlined() {}
}
