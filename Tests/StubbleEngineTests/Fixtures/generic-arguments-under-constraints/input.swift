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
    public var name: String
}

// @Stubbable
extension Node where Context: DocumentFormat {
    static func document(_ document: Document<Context>) -> Node { Node(name: "doc " + document.title) }
    func render(_ document: Document<Context>) -> String { name + " in " + document.title }
    func wrap(_ contexts: [Context]) -> Int { contexts.count }
}
