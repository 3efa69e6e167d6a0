@main struct Runtime {
    static func main() {
        let storage = Storage(Token(id: 3))
        let holder = Holder(id: 7)
        let loader = Loader()
        print(storage.reads, holder.tokenID(), holder.label, loader.load(), loader.load(), loader.pool.size())
        storage._getReads = { 10 }
        holder._tokenID = { 70 }
        holder._getLabel = { "stub" }
        print(storage.reads, holder.tokenID(), holder.label)
        storage._getReads = nil
        holder._tokenID = nil
        holder._getLabel = nil
        print(storage.reads, holder.tokenID(), holder.label, loader.load())
    }
}
