// Stored properties of a noncopyable type. The computed property that stubs one cannot return copies: it
// borrows the renamed storage with `_read` and changes it in place with `_modify`. Its one hook is a getter
// (`_getX`, a closure that makes a new value each time): a setter hook would need a copy of the current
// value, and Swift refuses a `set` beside `_read` for a noncopyable property. With the getter hook set, a
// change in place changes the value the hook gave, which is then stored. A `var` that an initializer
// assigns is left as it is (Swift would assign it through `_modify`, before its storage is initialized).
// A pointer to a noncopyable value is copyable: it is stubbed like any other property (`base`). A consuming
// method that ends `self` with `discard self` keeps its text (the hook's early return would not end it).
struct Token: ~Copyable {
    var id: Int
}

// @Stubbable
final class Holder {
    var token: Token = Token(id: 0)
    let fixed: Token
    var assigned: Token

    init(id: Int) {
        fixed = Token(id: id)
        assigned = Token(id: id + 1)
    }

    func bump() {
        token.id += 1
    }
}

// @Stubbable
struct Slot<Value: ~Copyable>: ~Copyable {
    let value: Value
    var spare: Value? = nil
    var base: UnsafeMutablePointer<Value>? = nil

    init(_ value: consuming Value) {
        self.value = value
    }
    // (A deinit: without one, code could consume `value` on its own, and every stored property would stay
    // stored; see `partial-consumption-and-consuming-sending`.)
    deinit {}
}

// @Stubbable
struct Ticket: ~Copyable {
    let number: Int

    consuming func redeem() -> Int {
        let n = number
        discard self
        return n
    }

    deinit {
        print("ticket dropped")
    }
}
