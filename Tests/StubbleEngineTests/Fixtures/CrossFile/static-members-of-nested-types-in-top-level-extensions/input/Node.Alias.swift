protocol TagResolvable {
    static var defaultTagName: String { get }
    static func resolve(_ text: String) -> Self
}

extension Node {
    public struct Alias {
        public var anchor: String
    }
}

extension Node.Alias: /*|*/TagResolvable {
    static let defaultTagName: String = "alias"
    static func resolve(_ text: String) -> Node.Alias { Node.Alias(anchor: text) }
}
