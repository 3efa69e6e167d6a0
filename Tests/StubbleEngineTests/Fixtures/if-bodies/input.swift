// Bodies with `#if` inside: a guard at the top is fine, but a body that is one `#if` whose clauses each
// give the result implicitly would lose that implicit return behind a guard: such a member stays as it is.
/*|*/final class Platform {
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

    func code() -> Int {
        let base = 10
        #if os(Linux)
        return base + 1
        #else
        return base + 2
        #endif
    }

    func log(_ message: String) {
        #if DEBUG
        print("debug:", message)
        #else
        print(message)
        #endif
    }
}
