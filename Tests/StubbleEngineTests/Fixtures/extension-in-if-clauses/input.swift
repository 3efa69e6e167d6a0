final class Terminal {
    var name = "tty"
}

// Each extension's hook is declared in the class's body under the condition its clause is compiled in:
// `#if os(Windows)` → `os(Windows)`, `#elseif os(Linux)` → `!(os(Windows)) && (os(Linux))`, `#else` →
// `!(os(Windows)) && !(os(Linux))`.
#if os(Windows)
extension Terminal {
    func width() -> Int {
        132
    }
}
#elseif os(Linux)
/*|*/extension Terminal {
    func width() -> Int {
        80
    }

    #if canImport(Glibc)
    static func kind() -> String {
        "glibc"
    }
    #else
    static func kind() -> String {
        "musl"
    }
    #endif
}
#else
extension Terminal {
    func width() -> Int {
        100
    }
}
#endif
