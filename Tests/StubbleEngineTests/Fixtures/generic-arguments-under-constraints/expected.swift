// A member of an extension whose `where` clause constrains a generic parameter may name a generic type
// that takes that parameter only under the constraint (`Document<Context>` of a `Document<Format:
// DocumentFormat>`, in `extension Node where Context: DocumentFormat`; Plot's `Node`). Its hook lives in the
// type's body, where the constraint does not hold: there such a type passes as `Any` and is cast back, as a
// generic method's values are. A parameter named plainly (`Context`, `[Context]`) stays as written.
public protocol DocumentFormat {}
public struct HTML: DocumentFormat {}

public struct Document<Format: DocumentFormat> {
    public var title: String
}

// @Stubbable
public struct Node<Context> {
    var _getName: (() -> String)? { get { _stubs.hooks["_getName"] as? (() -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: ((String) -> Void)? { get { _stubs.hooks["_setName"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    public var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    public var _name: String
    static var _document: ((Any) -> Node)? { get { _staticStubs_Node[ObjectIdentifier(Node.self)]?["_document"] as? ((Any) -> Node) } set { _staticStubs_Node[ObjectIdentifier(Node.self), default: [:]]["_document"] = newValue } } // stubble
    var _render: ((Any) -> String)? { get { _stubs.hooks["_render"] as? ((Any) -> String) } nonmutating set { _stubs.hooks["_render"] = newValue } } // stubble
    var _wrap: (([Context]) -> Int)? { get { _stubs.hooks["_wrap"] as? (([Context]) -> Int) } nonmutating set { _stubs.hooks["_wrap"] = newValue } } // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Node.removeAll() // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Node: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Node: CustomReflectable {} // stubble

// @Stubbable
extension Node where Context: DocumentFormat {
    static func document(_ document: Document<Context>) -> Node {/*stubble:*/ if let _document { _document(document) } else {/*:stubble*/ Node(name: "doc " + document.title) /*stubble:*/}/*:stubble*/}
    func render(_ document: Document<Context>) -> String {/*stubble:*/ if let _render { _render(document) } else {/*:stubble*/ name + " in " + document.title /*stubble:*/}/*:stubble*/}
    func wrap(_ contexts: [Context]) -> Int {/*stubble:*/ if let _wrap { _wrap(contexts) } else {/*:stubble*/ contexts.count /*stubble:*/}/*:stubble*/}
}
