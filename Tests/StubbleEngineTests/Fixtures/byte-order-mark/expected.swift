// A file saved with a UTF-8 byte-order mark: the mark is trivia before the first token (as swiftc
// reads it), stays first in the file, and positions after it are right.
// @Stubbable
final class Greeter {
    @exclusivity(unchecked) var _greet: ((String) -> String)? = nil // stubble
    func greet(_ name: String) -> String {
        if let _greet { _greet(name) } else { // stubble
        "Hello, \(name)"
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Greeter: CustomReflectable {} // stubble
