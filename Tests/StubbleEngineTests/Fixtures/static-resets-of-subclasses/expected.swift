// A class and its subclass that both have static (or `class`) members each get a reset of their static hooks;
// the subclass's is named after it, as its hooks are (`_resetStaticStubsDerived()`): Swift refuses a static
// method of the superclass's name in a subclass ("cannot override static method"), which the previous engine
// wrote (two `static func _resetStaticStubs()`), and its output did not compile. A subclass whose superclass
// has no static member keeps the plain name.

// @Stubbable
class Base {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getKind: (() -> String)? = nil // stubble
    class var kind: String {/*stubble:*/ if let _getKind { _getKind() } else {/*:stubble*/ "base" /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _make: (() -> Base)? = nil // stubble
    class func make() -> Base {/*stubble:*/ if let _make { _make() } else {/*:stubble*/ Base() /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _helper: (() -> Int)? = nil // stubble
    static func helper() -> Int {/*stubble:*/ if let _helper { _helper() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    init() {}
    static func _resetStaticStubs() { // stubble
        _getKind = nil // stubble
        _make = nil // stubble
        _helper = nil // stubble
    } // stubble
}

// @Stubbable
final class Derived: Base {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getKindDerived: (() -> String)? = nil // stubble
    override class var kind: String {/*stubble:*/ if let _getKindDerived { _getKindDerived() } else {/*:stubble*/ "derived" /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _makeDerived: (() -> Base)? = nil // stubble
    override class func make() -> Base {/*stubble:*/ if let _makeDerived { _makeDerived() } else {/*:stubble*/ Derived() /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _extra: (() -> Int)? = nil // stubble
    static func extra() -> Int {/*stubble:*/ if let _extra { _extra() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
    static func _resetStaticStubsDerived() { // stubble
        _getKindDerived = nil // stubble
        _makeDerived = nil // stubble
        _extra = nil // stubble
    } // stubble
}

// @Stubbable
class Plain {
    @exclusivity(unchecked) var _name: (() -> String)? = nil // stubble
    func name() -> String {/*stubble:*/ if let _name { _name() } else {/*:stubble*/ "plain" /*stubble:*/}/*:stubble*/}
}

// @Stubbable
final class Child: Plain {
    @exclusivity(unchecked) nonisolated(unsafe) static var _count: (() -> Int)? = nil // stubble
    static func count() -> Int {/*stubble:*/ if let _count { _count() } else {/*:stubble*/ 3 /*stubble:*/}/*:stubble*/}
    static func _resetStaticStubs() { // stubble
        _count = nil // stubble
    } // stubble
}
