// A file saved with a UTF-8 byte-order mark: the mark is trivia before the first token (as swiftc
// reads it), stays first in the file, and positions after it are right.
/*|*/final class Greeter {
    func greet(_ name: String) -> String {
        "Hello, \(name)"
    }
}
