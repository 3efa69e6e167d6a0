// The hooks of an extension inside `#if` live in Clock.swift inside the same conditions: declared exactly
// where the members are.
#if os(Linux)
/*|*/extension Clock {
    func source() -> String {
        "CLOCK_MONOTONIC"
    }

    #if arch(x86_64) || arch(arm64)
    func wordSize() -> Int {
        64
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
