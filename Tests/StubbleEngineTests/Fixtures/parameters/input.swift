protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }

/*|*/final class Calculator {
    func ignore(_: Int, _ kept: Int) -> Int {
        kept
    }

    func increment(_ value: inout Int, by step: Int = 1) {
        value += step
    }

    func lazyValue(_ make: @autoclosure () -> Int) -> Int {
        make()
    }

    func checkedValue(_ make: @autoclosure () throws -> Int) rethrows -> Int {
        try make()
    }

    func total(of shape: some Shape, plus extras: Double...) -> Double {
        shape.area() + extras.reduce(0, +)
    }

    func schedule(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    func consume(_ name: consuming String, borrowing other: borrowing String, sending tag: sending String) -> Int {
        name.count + other.count + tag.count
    }

    // A parameter named with a reserved word is passed to the hook in backticks (FlyingFox's socket(_:_:_:)).
    func socket(_ domain: Int32, _ protocol: Int32, in default: Int32) -> Int32 {
        domain + `protocol` + `default`
    }

    // An implicitly unwrapped parameter or result (C APIs' `UnsafeRawPointer!`): the hook has `T?` there.
    func setOption(_ value: UnsafeRawPointer!, _ length: Int) -> String! {
        value == nil ? nil : "set \(length)"
    }
}
