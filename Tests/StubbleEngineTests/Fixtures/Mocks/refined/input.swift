// A protocol refining others: the mock implements every requirement of the whole hierarchy once.
protocol RefinedIdentified {
    var id: String { get }
}

protocol RefinedNamed: RefinedIdentified {
    var name: String { get }
}

protocol RefinedUser: RefinedNamed, CustomStringConvertible {
    var id: String { get }
    func rename(to name: String)
}/*cursor*/
