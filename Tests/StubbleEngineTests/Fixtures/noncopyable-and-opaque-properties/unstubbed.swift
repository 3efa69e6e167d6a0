@main struct Unstubbed {
    static func main() {
        let storage = Storage(Token(id: 3))
        let holder = Holder(id: 7)
        let loader = Loader()
        print(storage.reads, holder.tokenID(), holder.label, loader.load(), loader.load(), loader.pool.size())
        print(storage.reads, holder.tokenID(), holder.label)
        print(storage.reads, holder.tokenID(), holder.label, loader.load())
    }
}
