// A noncopyable struct without a deinit may have one of its noncopyable stored properties consumed on its own
// (partial consumption: `let t = holder.token`, `holder.token.redeem()` of a `consuming` method), after which
// only its stored properties can be read. Here no code of the module does: `token` is only borrowed
// (`token.describe()`, a `borrowing` method) or changed in place (`token.punch()`, `mutating`), and a whole
// `Holder` is consumed (`finish`), which leaves its parts alone. So its stored properties get their hooks like
// any struct's: the noncopyable `token` a getter hook over `_read`/`_modify`, `name` both hooks
// (`partial-consumption-and-consuming-sending` shows the case where code does consume `element` on its own).
// Found on swift-async-algorithms, whose 11 such members were skipped while nothing consumed them in part.

struct Token: ~Copyable {
    var id: Int
    var punches = 0
    borrowing func describe() -> String { "token \(id) punched \(punches)" }
    mutating func punch() { punches += 1 }
    consuming func redeem() -> Int { id }
}

// @Stubbable
struct Holder: ~Copyable {
    var name: String
    var token: Token
    func summary() -> String { "\(name): \(token.describe())" }
    mutating func use() { token.punch() }
}

func finish(_ holder: consuming Holder) -> String {
    let whole = holder
    return whole.summary()
}
