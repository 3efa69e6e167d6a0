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

    init(channel: consuming sending Channel, source: consuming Source) {
        self.channel = Disconnected(value: channel)
        self.source = source
    }

    consuming func names() -> String {
        let channel = channel.take()!
        return channel.storage.name + "+" + source.storage.name
    }
}

// @Stubbable
struct Holder {
    var item: Storage
    init(item: sending Storage) {
        self.item = item
    }
}
