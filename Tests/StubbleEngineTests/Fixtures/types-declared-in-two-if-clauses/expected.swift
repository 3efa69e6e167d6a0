// A type declared in two `#if` clauses (one for debug builds, one for release builds) and extended after
// `#endif`: the extension compiles with whichever declaration is compiled, so each declaration holds its
// members' hooks (under a member's own conditions when it has any: `swift(>=5.9)` for `isOpen`). Each shape
// of hook goes in each: a class's stored hooks, a @frozen struct's static hooks (kept outside its values)
// and their reset, a generic struct's table of static hooks, declared after each declaration.
// A member of an extension inside one clause is compiled with that clause's declaration only: its hooks are
// there alone (`debugLabel`).
#if DEBUG
public final class Pipe {
    var name = "debug-fifo"
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    #if swift(>=5.9) // stubble
    @exclusivity(unchecked) var _getIsOpen: (() -> Bool)? = nil // stubble
    #endif // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self.name as Any], displayStyle: .class) } // stubble
}
extension Pipe: CustomReflectable {} // stubble

@frozen
public struct Word {
    public var first: UInt
    @exclusivity(unchecked) nonisolated(unsafe) static var _getDebugLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _getHigh: (() -> UInt)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _doubled: (() -> UInt)? = nil // stubble
    static func _resetStaticStubs() { // stubble
        _getDebugLabel = nil // stubble
        _getHigh = nil // stubble
        _doubled = nil // stubble
    } // stubble
}

@frozen
public struct Rigid<Element> {
    public var count: Int
    static var _getIsEmpty: (() -> Bool)? { get { _staticStubs_Rigid[ObjectIdentifier(Rigid.self)]?["_getIsEmpty"] as? (() -> Bool) } set { _staticStubs_Rigid[ObjectIdentifier(Rigid.self), default: [:]]["_getIsEmpty"] = newValue } } // stubble
    static var _make: (() -> Rigid)? { get { _staticStubs_Rigid[ObjectIdentifier(Rigid.self)]?["_make"] as? (() -> Rigid) } set { _staticStubs_Rigid[ObjectIdentifier(Rigid.self), default: [:]]["_make"] = newValue } } // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Rigid.removeAll() // stubble
    } // stubble
}
nonisolated(unsafe) private var _staticStubs_Rigid: [ObjectIdentifier: [String: Any]] = [:] // stubble

// @Stubbable
extension Word {
    var debugLabel: String {
        if let _getDebugLabel = Self._getDebugLabel { _getDebugLabel() } else { // stubble
        "debug \(first)"
        } // stubble
    }
}
#else
public final class Pipe {
    var name = "fifo"
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    #if swift(>=5.9) // stubble
    @exclusivity(unchecked) var _getIsOpen: (() -> Bool)? = nil // stubble
    #endif // stubble
}

@frozen
public struct Word {
    public var first: UInt
    public var second: UInt = 0
    @exclusivity(unchecked) nonisolated(unsafe) static var _getHigh: (() -> UInt)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _doubled: (() -> UInt)? = nil // stubble
    static func _resetStaticStubs() { // stubble
        _getHigh = nil // stubble
        _doubled = nil // stubble
    } // stubble
}

@frozen
public struct Rigid<Element> {
    public var count: Int
    static var _getIsEmpty: (() -> Bool)? { get { _staticStubs_Rigid[ObjectIdentifier(Rigid.self)]?["_getIsEmpty"] as? (() -> Bool) } set { _staticStubs_Rigid[ObjectIdentifier(Rigid.self), default: [:]]["_getIsEmpty"] = newValue } } // stubble
    static var _make: (() -> Rigid)? { get { _staticStubs_Rigid[ObjectIdentifier(Rigid.self)]?["_make"] as? (() -> Rigid) } set { _staticStubs_Rigid[ObjectIdentifier(Rigid.self), default: [:]]["_make"] = newValue } } // stubble
    static func _resetStaticStubs() { // stubble
        _staticStubs_Rigid.removeAll() // stubble
    } // stubble
}
nonisolated(unsafe) private var _staticStubs_Rigid: [ObjectIdentifier: [String: Any]] = [:] // stubble
#endif

// @Stubbable
extension Pipe {
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        name
        } // stubble
    }

    #if swift(>=5.9)
    var isOpen: Bool {
        if let _getIsOpen { _getIsOpen() } else { // stubble
        !name.isEmpty
        } // stubble
    }
    #endif
}

// @Stubbable
extension Word {
    var high: UInt {
        if let _getHigh = Self._getHigh { _getHigh() } else { // stubble
        first
        } // stubble
    }

    func doubled() -> UInt {/*stubble:*/ if let _doubled = Self._doubled { _doubled() } else {/*:stubble*/ first * 2 /*stubble:*/}/*:stubble*/}
}

// @Stubbable
extension Rigid {
    var isEmpty: Bool {
        if let _getIsEmpty = Self._getIsEmpty { _getIsEmpty() } else { // stubble
        count == 0
        } // stubble
    }

    static func make() -> Rigid {
        if let _make { _make() } else { // stubble
        Rigid(count: 0)
        } // stubble
    }
}
