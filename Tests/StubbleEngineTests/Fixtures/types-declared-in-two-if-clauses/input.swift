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
}

@frozen
public struct Word {
    public var first: UInt
}

@frozen
public struct Rigid<Element> {
    public var count: Int
}

// @Stubbable
extension Word {
    var debugLabel: String {
        "debug \(first)"
    }
}
#else
public final class Pipe {
    var name = "fifo"
}

@frozen
public struct Word {
    public var first: UInt
    public var second: UInt = 0
}

@frozen
public struct Rigid<Element> {
    public var count: Int
}
#endif

// @Stubbable
extension Pipe {
    func describe() -> String {
        name
    }

    #if swift(>=5.9)
    var isOpen: Bool {
        !name.isEmpty
    }
    #endif
}

// @Stubbable
extension Word {
    var high: UInt {
        first
    }

    func doubled() -> UInt { first * 2 }
}

// @Stubbable
extension Rigid {
    var isEmpty: Bool {
        count == 0
    }

    static func make() -> Rigid {
        Rigid(count: 0)
    }
}
