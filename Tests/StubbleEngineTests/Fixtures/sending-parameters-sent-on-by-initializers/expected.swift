// An initializer's hook guard and its body meet at the initializer's end, where Swift joins what each path did
// to a `sending` parameter's region. The body may send it on (`Disconnected(value: channel)`: swift-async-
// algorithms' `@frozen` `ChannelAndStream`, whose hooks are static) or store it in `self` (`Holder`). A plain
// hook parameter merges it with the hook's result, `self` ("sending 'channel.some' risks causing data races"
// when the body sends it); a `sending` one sends it ("sending 'item' …" when the body stores it). So the hook
// takes it as `sending` and the guard hands it over through a `nonisolated(unsafe)` local, which leaves the
// parameter's own region untouched on that path.

@usableFromInline struct Disconnected<Value: ~Copyable>: ~Copyable, Sendable {
    private nonisolated(unsafe) var value: Value?
    init(value: consuming sending Value) {
        self.value = .some(value)
    }
    consuming func take() -> sending Value {
        nonisolated(unsafe) let value = self.value.take()!
        return value
    }
}

@usableFromInline final class Storage {
    var name: String
    init(name: String) { self.name = name }
}

@usableFromInline struct Channel: ~Copyable {
    let storage: Storage
}

@usableFromInline struct Source: ~Copyable {
    let storage: Storage
}

// @Stubbable
@frozen public struct ChannelAndSource: ~Copyable {
    var channel: Disconnected<Channel?>
    var source: Source

    @exclusivity(unchecked) nonisolated(unsafe) static var _initChannelSource: ((consuming sending Channel, consuming Source) -> ChannelAndSource)? = nil // stubble
    init(channel: consuming sending Channel, source: consuming Source) {
        if let _initChannelSource = Self._initChannelSource { nonisolated(unsafe) let _stubbleChannel = channel; self = _initChannelSource(_stubbleChannel, source); return } // stubble
        self.channel = Disconnected(value: channel)
        self.source = source
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _names: (() -> String)? = nil // stubble
    consuming func names() -> String {
        if let _names = Self._names { return _names() } // stubble
        let channel = channel.take()!
        return channel.storage.name + "+" + source.storage.name
    }
    static func _resetStaticStubs() { // stubble
        _initChannelSource = nil // stubble
        _names = nil // stubble
    } // stubble
}

// @Stubbable
struct Holder {
    var _getItem: (() -> Storage)? { get { _stubs.hooks["_getItem"] as? (() -> Storage) } nonmutating set { _stubs.hooks["_getItem"] = newValue } } // stubble
    var _setItem: ((Storage) -> Void)? { get { _stubs.hooks["_setItem"] as? ((Storage) -> Void) } nonmutating set { _stubs.hooks["_setItem"] = newValue } } // stubble
    var item: Storage { // stubble
        @storageRestrictions(initializes: _item) init { _item = newValue } // stubble
        get { if let _getItem { return _getItem() }; return _item } // stubble
        set { if let _setItem { _setItem(newValue) } else { _item = newValue } } // stubble
        _modify { if _getItem == nil && _setItem == nil { yield &_item } else { var _stubbleValue = item; yield &_stubbleValue; item = _stubbleValue } } // stubble
    } // stubble
    var _item: Storage
    @exclusivity(unchecked) nonisolated(unsafe) static var _initItem: ((sending Storage) -> Holder)? = nil // stubble
    init(item: sending Storage) {
        if let _initItem = Self._initItem { nonisolated(unsafe) let _stubbleItem = item; self = _initItem(_stubbleItem); return } // stubble
        self.item = item
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _initItem = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["item": self._item as Any], displayStyle: .struct) } // stubble
}
extension Holder: CustomReflectable {} // stubble
