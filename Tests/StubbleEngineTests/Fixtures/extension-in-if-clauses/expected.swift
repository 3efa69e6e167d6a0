final class Terminal {
    var name = "tty"
    #if !(os(Windows)) && (os(Linux)) // stubble
    @exclusivity(unchecked) var _width2: (() -> Int)? = nil // stubble
    #endif // stubble
    #if (!(os(Windows)) && (os(Linux))) && (canImport(Glibc)) // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _kind: (() -> String)? = nil // stubble
    #endif // stubble
    #if (!(os(Windows)) && (os(Linux))) && (!(canImport(Glibc))) // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _kind2: (() -> String)? = nil // stubble
    #endif // stubble
    static func _resetStaticStubs() { // stubble
        #if (!(os(Windows)) && (os(Linux))) && (canImport(Glibc)) // stubble
        _kind = nil // stubble
        #endif // stubble
        #if (!(os(Windows)) && (os(Linux))) && (!(canImport(Glibc))) // stubble
        _kind2 = nil // stubble
        #endif // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self.name as Any], displayStyle: .class) } // stubble
}
extension Terminal: CustomReflectable {} // stubble

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
// @Stubbable
extension Terminal {
    func width() -> Int {
        if let _width2 { _width2() } else { // stubble
        80
        } // stubble
    }

    #if canImport(Glibc)
    static func kind() -> String {
        if let _kind { _kind() } else { // stubble
        "glibc"
        } // stubble
    }
    #else
    static func kind() -> String {
        if let _kind2 { _kind2() } else { // stubble
        "musl"
        } // stubble
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
