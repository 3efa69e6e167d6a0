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

    // One clause gives its result implicitly, another returns it: the guard would still take the first's.
    func port() -> Int {
        #if os(Linux)
        8080
        #else
        let base = 8000
        return base + 1
        #endif
    }

    @exclusivity(unchecked) var _retries: (() -> Int)? = nil // stubble
    // An `#if` followed by more statements is not the whole body: the guard goes before it.
    func retries() -> Int {
        if let _retries { return _retries() } // stubble
        #if DEBUG
        print("retrying")
        #endif
        return 3
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
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Platform: CustomReflectable {} // stubble
