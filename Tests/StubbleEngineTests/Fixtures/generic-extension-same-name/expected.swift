final class Execution<Input> {
    var input: Input?

    init(input: Input?) {
        self.input = input
    }
    @exclusivity(unchecked) var _getWriter: (() -> String)? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["input": self.input as Any], displayStyle: .class) } // stubble
}
extension Execution: CustomReflectable {} // stubble

// Two constrained extensions declare `writer`: its hooks would be `_getWriter` twice in the class's body,
// so the second is not stubbed (its annotation warns that it writes no hooks, with the reason) and the first is.
// @Stubbable
extension Execution where Input == String {
    var writer: String {
        if let _getWriter { _getWriter() } else { // stubble
        input ?? ""
        } // stubble
    }
}

// @Stubbable
extension Execution {
    var writer: String {
        "none"
    }
}
