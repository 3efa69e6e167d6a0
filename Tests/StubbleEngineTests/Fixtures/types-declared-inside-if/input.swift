// A type declared inside `#if` and extended after `#endif` (or from another clause): the extension compiles
// only where the type exists, so the hooks of its members live in the type's body under the members' own
// conditions (none for `paste()`, `swift(>=5.9)` for `reading`). A type declared in two clauses (`Pipe`) exists
// whenever one of its declarations does: its extension's member has its hook in each.
#if canImport(Foundation)
// @Stubbable
final class Clipboard {
    var text = "copied"
}
#endif

#if swift(>=5.9)
// @Stubbable
struct Meter {
    var value = 3
}
#endif

// @Stubbable
extension Clipboard {
    func paste() -> String {
        text
    }
}

#if swift(>=5.9)
// @Stubbable
extension Meter {
    var reading: Int {
        value * 2
    }
}
#endif

#if os(Windows)
final class Pipe {
    var name = "npipe"
}
#else
final class Pipe {
    var name = "fifo"
}
#endif

// @Stubbable
extension Pipe {
    func describe() -> String {
        name
    }
}
