// @Stubbable
extension Chunk {
    subscript(utf8 i: Int) -> UInt8 {
        if let _subscript_ChunkUTF8 { _subscript_ChunkUTF8(i) } else { // stubble
        Array(text.utf8)[i]
        } // stubble
    }
}
