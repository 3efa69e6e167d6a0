// The hooks of an extension inside `#if` live in Clock.swift inside the same conditions: declared exactly
// where the members are.
#if os(Linux)
// @Stubbable
extension Clock {
    func source() -> String {
        if let _source { _source() } else { // stubble
        "CLOCK_MONOTONIC"
        } // stubble
    }

    #if arch(x86_64) || arch(arm64)
    func wordSize() -> Int {
        if let _wordSize { _wordSize() } else { // stubble
        64
        } // stubble
    }
    #endif
}
#else
extension Clock {
    func source() -> String {
        "mach_absolute_time"
    }
}
#endif
