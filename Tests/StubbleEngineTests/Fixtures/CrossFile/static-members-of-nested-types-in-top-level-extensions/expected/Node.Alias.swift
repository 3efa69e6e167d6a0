protocol TagResolvable {
    static var defaultTagName: String { get }
    static func resolve(_ text: String) -> Self
}

extension Node {
    public struct Alias {
        public var anchor: String
        static var _resolve: ((String) -> Node.Alias)? { get { _staticStubs_Node_Alias[ObjectIdentifier(Self.self)]?["_resolve"] as? ((String) -> Node.Alias) } set { _staticStubs_Node_Alias[ObjectIdentifier(Self.self), default: [:]]["_resolve"] = newValue } } // stubble
        static func _resetStaticStubs() { // stubble
            _staticStubs_Node_Alias.removeAll() // stubble
        } // stubble
        public nonisolated var customMirror: Mirror { Mirror(self, children: ["anchor": self.anchor as Any], displayStyle: .struct) } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_Node_Alias: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Node.Alias: CustomReflectable {} // stubble

// @Stubbable
extension Node.Alias: TagResolvable {
    static var _getDefaultTagName: (() -> String)? { get { _staticStubs_Node_Alias[ObjectIdentifier(Self.self)]?["_getDefaultTagName"] as? (() -> String) } set { _staticStubs_Node_Alias[ObjectIdentifier(Self.self), default: [:]]["_getDefaultTagName"] = newValue } } // stubble
    static var defaultTagName: String { // stubble
        get { if let _getDefaultTagName { return _getDefaultTagName() }; return _defaultTagName } // stubble
    } // stubble
    static let _defaultTagName: String = "alias"
    static func resolve(_ text: String) -> Node.Alias {/*stubble:*/ if let _resolve { _resolve(text) } else {/*:stubble*/ Node.Alias(anchor: text) /*stubble:*/}/*:stubble*/}
}
