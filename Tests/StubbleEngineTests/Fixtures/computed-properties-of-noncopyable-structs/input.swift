// A computed property of a noncopyable type, in a noncopyable struct without a deinit, is not one of its
// stored properties: consuming its value (`h.fresh.redeem()`, `let t = h.fresh`) consumes a new value the
// getter returns, not a part of `h`. So the struct's stored properties are stubbed as usual (see
// `partial-consumption-and-consuming-sending` for a stored one consumed in part, where they stay stored).
// The rule that listed a struct's noncopyable stored properties took a getter written without `get`
// (`var fresh: Token { … }`, no accessor keyword) for a stored property: 'name' and 'count' were skipped with
// a hint saying that 'use(_:)' consumed 'fresh' on its own, after which only stored properties can be read.

struct Token: ~Copyable {
    var id: Int
    consuming func redeem() -> Int { id }
}

// @Stubbable
struct Holder: ~Copyable {
    var name: String
    var count: Int
    var fresh: Token { Token(id: count) }
    var explicit: Token { get { Token(id: count + 1) } }
    func summary() -> String { "\(name) \(count)" }
}

func use(_ h: borrowing Holder) -> Int {
    let t = h.fresh
    return t.redeem() + h.fresh.redeem() + h.explicit.redeem()
}
