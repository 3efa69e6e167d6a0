protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }

// @Stubbable
final class Calculator {
    @exclusivity(unchecked) var _ignore: ((Int, Int) -> Int)? = nil // stubble
    func ignore(_/*stubble:*/ _arg0/*:stubble*/: Int, _ kept: Int) -> Int {
        if let _ignore { _ignore(_arg0, kept) } else { // stubble
        kept
        } // stubble
    }

    @exclusivity(unchecked) var _increment: ((inout Int, Int) -> Void)? = nil // stubble
    func increment(_ value: inout Int, by step: Int = 1) {
        if let _increment { return _increment(&value, step) } // stubble
        value += step
    }

    @exclusivity(unchecked) var _lazyValue: ((@autoclosure () -> Int) -> Int)? = nil // stubble
    func lazyValue(_ make: @autoclosure () -> Int) -> Int {
        if let _lazyValue { _lazyValue(make()) } else { // stubble
        make()
        } // stubble
    }

    @exclusivity(unchecked) var _checkedValue: ((@autoclosure () throws -> Int) -> Int)? = nil // stubble
    func checkedValue(_ make: @autoclosure () throws -> Int) rethrows -> Int {
        if let _checkedValue { _checkedValue(try make()) } else { // stubble
        try make()
        } // stubble
    }

    @exclusivity(unchecked) var _total: ((any Shape, [Double]) -> Double)? = nil // stubble
    func total(of shape: some Shape, plus extras: Double...) -> Double {
        if let _total { _total(shape, extras) } else { // stubble
        shape.area() + extras.reduce(0, +)
        } // stubble
    }

    @exclusivity(unchecked) var _schedule: ((@escaping @Sendable () -> Void) -> Void)? = nil // stubble
    func schedule(_ work: @escaping @Sendable () -> Void) {
        if let _schedule { return _schedule(work) } // stubble
        work()
    }

    @exclusivity(unchecked) var _consume: ((consuming String, borrowing String, String) -> Int)? = nil // stubble
    func consume(_ name: consuming String, borrowing other: borrowing String, sending tag: sending String) -> Int {
        if let _consume { _consume(name, other, tag) } else { // stubble
        name.count + other.count + tag.count
        } // stubble
    }

    @exclusivity(unchecked) var _socket: ((Int32, Int32, Int32) -> Int32)? = nil // stubble
    // A parameter named with a reserved word is passed to the hook in backticks (FlyingFox's socket(_:_:_:)).
    func socket(_ domain: Int32, _ protocol: Int32, in default: Int32) -> Int32 {
        if let _socket { _socket(domain, `protocol`, `default`) } else { // stubble
        domain + `protocol` + `default`
        } // stubble
    }

    @exclusivity(unchecked) var _setOption: ((UnsafeRawPointer?, Int) -> String?)? = nil // stubble
    // An implicitly unwrapped parameter or result (C APIs' `UnsafeRawPointer!`): the hook has `T?` there.
    func setOption(_ value: UnsafeRawPointer!, _ length: Int) -> String! {
        if let _setOption { _setOption(value, length) } else { // stubble
        value == nil ? nil : "set \(length)"
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Calculator: CustomReflectable {} // stubble
