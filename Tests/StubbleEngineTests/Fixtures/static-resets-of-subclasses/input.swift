// A class and its subclass that both have static (or `class`) members each get a reset of their static hooks;
// the subclass's is named after it, as its hooks are (`_resetStaticStubsDerived()`): Swift refuses a static
// method of the superclass's name in a subclass ("cannot override static method"), which the previous engine
// wrote (two `static func _resetStaticStubs()`), and its output did not compile. A subclass whose superclass
// has no static member keeps the plain name.

// @Stubbable
class Base {
    class var kind: String { "base" }
    class func make() -> Base { Base() }
    static func helper() -> Int { 1 }
    init() {}
}

// @Stubbable
final class Derived: Base {
    override class var kind: String { "derived" }
    override class func make() -> Base { Derived() }
    static func extra() -> Int { 2 }
}

// @Stubbable
class Plain {
    func name() -> String { "plain" }
}

// @Stubbable
final class Child: Plain {
    static func count() -> Int { 3 }
}
