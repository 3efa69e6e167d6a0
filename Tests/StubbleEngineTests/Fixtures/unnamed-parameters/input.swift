// A parameter without a name inside the body (`_: Int`) gets a generated name, so its hook has the
// method's own type and a test writes `{ _ in 42 }` as for any other method.
enum Keys: CodingKey { case a }

/*|*/final class Counter {
    var base = 1

    func unnamed(_: Int) -> Int {
        base
    }

    func two(_: Int, _: String) -> String { "two" }

    func bump(_: inout Int) {
        base += 1
    }

    func later(_: @autoclosure () -> Int, _ kept: Int) -> Int {
        kept
    }

    func many(_: Int...) -> Int { base }

    func pick<T>(_: T) -> Int { 3 }

    func load(_: String) async throws -> Int {
        base
    }

    // The body's own names are left alone: the generated name is one the body does not use.
    func shadow(_: Int) -> Int {
        let _arg0 = 5
        return _arg0 + base
    }

    // A label with no name inside the body (`at _: Int`) has nowhere to put one.
    func labelled(at _: Int) -> Int { base }

    // ... unless its type is a metatype with one value the body can name: a generic parameter's
    // (`keyedBy _: Key.Type`, the hook gets `Key.self`) or a value type's (`as _: Int.Type`, `Int.self`).
    func container<Key: CodingKey>(keyedBy _: Key.Type) -> String { "container of \(Key.self)" }

    func parse(_ text: String, as _: Int.Type) -> Int { text.count }
}
