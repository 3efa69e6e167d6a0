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
    @exclusivity(unchecked) var _getReads: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setReads: ((Int) -> Void)? = nil // stubble
    var reads: Int { // stubble
        @storageRestrictions(initializes: _reads) init { _reads = newValue } // stubble
        get { if let _getReads { return _getReads() }; return _reads } // stubble
        set { if let _setReads { _setReads(newValue) } else { _reads = newValue } } // stubble
        _modify { if _getReads == nil && _setReads == nil { yield &_reads } else { var _stubbleValue = reads; yield &_stubbleValue; reads = _stubbleValue } } // stubble
    } // stubble
    var _reads: Int = 0

    init(_ value: consuming Value) {
        self.value = value
    }
}

// @Stubbable
final class Holder {
    var token: Token
    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setLabel: ((String) -> Void)? = nil // stubble
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String = "holder"

    init(id: Int) {
        token = Token(id: id)
    }

    @exclusivity(unchecked) var _tokenID: (() -> Int)? = nil // stubble
    func tokenID() -> Int {
        if let _tokenID { _tokenID() } else { // stubble
        token.id
        } // stubble
    }
}

// @Stubbable
final class Loader: Sendable {
    let state: Mutex<Int> = Mutex(0)
    let pool: some Pool = FixedPool()

    @exclusivity(unchecked) nonisolated(unsafe) var _load: (@Sendable () -> Int)? = nil // stubble
    func load() -> Int {
        if let _load { _load() } else { // stubble
        state.withLock { value in
            value += 1
            return value
        }
        } // stubble
    }
}
