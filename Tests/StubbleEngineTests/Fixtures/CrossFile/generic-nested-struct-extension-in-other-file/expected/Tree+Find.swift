// @Stubbable
extension Tree.Handle {
    static var _find: ((Int) -> Int)? { get { _staticStubs_Tree_Handle[ObjectIdentifier(Self.self)]?["_find"] as? ((Int) -> Int) } set { _staticStubs_Tree_Handle[ObjectIdentifier(Self.self), default: [:]]["_find"] = newValue } } // stubble
    func find(at position: Int) -> Int {
        if let _find = Self._find { _find(position) } else { // stubble
        start + position
        } // stubble
    }

    static var _make: ((Int) -> Self)? { get { _staticStubs_Tree_Handle[ObjectIdentifier(Self.self)]?["_make"] as? ((Int) -> Self) } set { _staticStubs_Tree_Handle[ObjectIdentifier(Self.self), default: [:]]["_make"] = newValue } } // stubble
    static func make(at start: Int) -> Self {
        if let _make { _make(start) } else { // stubble
        Self(start: start)
        } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_Tree_Handle: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Tree.Handle { // stubble
    static func _resetStaticStubs_TreeFind() { // stubble
        _staticStubs_Tree_Handle.removeAll() // stubble
    } // stubble
} // stubble
