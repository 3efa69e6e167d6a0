// Properties that a getter hook cannot stand for keep their text, each with a hint: a `var` of a noncopyable
// type (a `~Copyable` generic parameter, a `~Copyable` type of the module) that an initializer assigns (see
// noncopyable-stored-properties for those that are stubbed), a `let` of Synchronization's `Mutex` (which must
// stay a `let`), and one of an opaque type (`some P` cannot be a hook's type). The other members of the same
// types are stubbed.
import Synchronization

protocol Pool: Sendable {
    func size() -> Int
}

struct FixedPool: Pool {
    func size() -> Int { 4 }
}

struct Token: ~Copyable {
    var id: Int
}

// @Stubbable
final class Storage<Value: ~Copyable> {
    var value: Value
    var reads: Int = 0

    init(_ value: consuming Value) {
        self.value = value
    }
}

// @Stubbable
final class Holder {
    var token: Token
    var label: String = "holder"

    init(id: Int) {
        token = Token(id: id)
    }

    func tokenID() -> Int {
        token.id
    }
}

// @Stubbable
final class Loader: Sendable {
    let state: Mutex<Int> = Mutex(0)
    let pool: some Pool = FixedPool()

    func load() -> Int {
        state.withLock { value in
            value += 1
            return value
        }
    }
}
