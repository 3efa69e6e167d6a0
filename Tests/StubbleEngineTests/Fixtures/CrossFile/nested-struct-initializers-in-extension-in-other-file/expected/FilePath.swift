// A struct nested in an extension of another type (swift-system's FilePath.Component, declared in
// `extension FilePath { … }`) and laid out like its path (`@frozen`), so its hooks live outside its values,
// extended with initializers in another file: the other file sees it without what it is nested in, so it may be
// generic, and its static hooks live in a table after that file's extension. Where its declaration ends in
// this file says nothing about that one (the initializers were refused, "its closing brace must end
// its line", when that offset fell inside a line of that file: here, its first line, a block comment).
public struct FilePath {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}

extension FilePath {
    @frozen public struct Component {
        public var path: FilePath

        public init(_ path: FilePath) {
            self.path = path
        }
    }
}
