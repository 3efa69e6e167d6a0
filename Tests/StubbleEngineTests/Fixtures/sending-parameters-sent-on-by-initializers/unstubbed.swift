@main struct Unstubbed {
    static func main() {
        let shared = Storage(name: "shared")
        print(ChannelAndSource(channel: Channel(storage: Storage(name: "channel")), source: Source(storage: shared)).names())
        print(Holder(item: Storage(name: "item")).item.name)
    }
}
