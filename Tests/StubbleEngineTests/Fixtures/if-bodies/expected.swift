// Bodies with `#if` inside: a guard at the top is fine, but a body that is one `#if` whose clauses each
// give the result implicitly would lose that implicit return behind a guard: such a member stays as it is.
// @Stubbable
final class Platform {
    func name() -> String {
        #if os(Linux)
        "linux"
        #else
        "other"
        #endif
    }

    var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    @exclusivity(unchecked) var _code: (() -> Int)? = nil // stubble
    func code() -> Int {
        if let _code { return _code() } // stubble
        let base = 10
        #if os(Linux)
        return base + 1
        #else
        return base + 2
        #endif
    }

    @exclusivity(unchecked) var _log: ((String) -> Void)? = nil // stubble
    func log(_ message: String) {
        if let _log { return _log(message) } // stubble
        #if DEBUG
        print("debug:", message)
        #else
        print(message)
        #endif
    }
}
