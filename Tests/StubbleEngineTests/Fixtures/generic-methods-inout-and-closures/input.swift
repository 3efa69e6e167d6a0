// A generic method whose parameter of a generic type is `inout`, or a closure that does not escape, cannot
// pass it as `Any`: its hook is `Any?` as a whole and holds a closure of the method's own type, which the
// method casts back with its generic parameters bound. A test writes the closure with its types
// (`store._update = { (value: inout Int, transform: (Int) -> Int) -> Int in … }`); a closure of another
// type (another specialisation) is not the hook of this call, which runs as written.
/*|*/final class Store {
    var log: [String] = []

    func update<T>(_ value: inout T, with transform: (T) -> T) -> Int {
        value = transform(value)
        return 1
    }

    func measure<R>(_ label: String, _ body: () throws -> R) rethrows -> R {
        log.append(label)
        return try body()
    }

    // An async one keeps its hint: a closure stored as `Any` does not carry the isolation its hook needs.
    func later<T>(_ value: inout T) async -> Int {
        0
    }
}
