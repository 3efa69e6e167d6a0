// @Stubbable
extension Stack where Element: Comparable {
    static var _sorted: (([Element]) -> Stack)? { get { _staticStubs_Stack[ObjectIdentifier(Stack.self)]?["_sorted"] as? (([Element]) -> Stack) } set { _staticStubs_Stack[ObjectIdentifier(Stack.self), default: [:]]["_sorted"] = newValue } } // stubble
    static func sorted(_ items: [Element]) -> Stack {
        if let _sorted { _sorted(items) } else { // stubble
        Stack(items: items.sorted())
        } // stubble
    }

    static var _getEmpty: (() -> Stack)? { get { _staticStubs_Stack[ObjectIdentifier(Stack.self)]?["_getEmpty"] as? (() -> Stack) } set { _staticStubs_Stack[ObjectIdentifier(Stack.self), default: [:]]["_getEmpty"] = newValue } } // stubble
    static var empty: Stack {/*stubble:*/ if let _getEmpty { _getEmpty() } else {/*:stubble*/ Stack(items: []) /*stubble:*/}/*:stubble*/}

    func smallest() -> Element? {
        if let _smallest { _smallest() } else { // stubble
        items.min()
        } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_Stack: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Stack { // stubble
    static func _resetStaticStubs_StackSorting() { // stubble
        _staticStubs_Stack.removeAll() // stubble
    } // stubble
} // stubble
