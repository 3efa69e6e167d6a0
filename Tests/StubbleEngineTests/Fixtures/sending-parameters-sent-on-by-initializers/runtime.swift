@main struct Runtime {
    static func main() {
        let shared = Storage(name: "shared")
        print(ChannelAndSource(channel: Channel(storage: Storage(name: "channel")), source: Source(storage: shared)).names())
        // One-shot hooks: each resets itself before it makes the value through the initializer it stubs.
        ChannelAndSource._initChannelSource = { channel, source in
            ChannelAndSource._resetStaticStubs()
            return ChannelAndSource(channel: Channel(storage: Storage(name: "hooked " + channel.storage.name)), source: source)
        }
        print(ChannelAndSource(channel: Channel(storage: Storage(name: "channel")), source: Source(storage: shared)).names())
        print(ChannelAndSource(channel: Channel(storage: Storage(name: "channel")), source: Source(storage: shared)).names())
        print(Holder(item: Storage(name: "item")).item.name)
        Holder._initItem = { item in
            Holder._resetStaticStubs()
            item.name += " (hooked)"
            return Holder(item: item)
        }
        print(Holder(item: Storage(name: "item")).item.name)
        print(Holder(item: Storage(name: "item")).item.name)
    }
}
