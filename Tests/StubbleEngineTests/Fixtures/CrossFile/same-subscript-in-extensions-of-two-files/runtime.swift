@main struct Runtime {
    static func main() {
        let chunk = Chunk(text: "hé")
        print(chunk[utf8: 1], chunk[scalar: 1])
        chunk._subscript_ChunkUTF8 = { _ in 0 }
        chunk._subscript_ChunkScalars = { _ in "x" }
        print(chunk[utf8: 1], chunk[scalar: 1])
        chunk._subscript_ChunkUTF8 = nil
        print(chunk[utf8: 1], chunk[scalar: 1])
    }
}
