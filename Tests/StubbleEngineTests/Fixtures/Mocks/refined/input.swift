// A protocol refining others: the mock implements every requirement of the whole hierarchy once. A
// property required `{ get }` by one protocol and `{ get set }` by another gets a setter.
protocol RefinedIdentified {
    var id: String { get }
}

protocol RefinedNamed: RefinedIdentified {
    var name: String { get }
}

protocol RefinedEditable: RefinedIdentified {
    var name: String { get set }
}

protocol RefinedUser: RefinedNamed, RefinedEditable, CustomStringConvertible {
    var id: String { get }
    func rename(to name: String)
}/*|*/
