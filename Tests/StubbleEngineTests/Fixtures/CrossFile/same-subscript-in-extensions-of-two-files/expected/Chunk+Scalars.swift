// @Stubbable
extension Chunk {
    subscript(scalar i: Int) -> Unicode.Scalar {
        if let _subscript_ChunkScalars { _subscript_ChunkScalars(i) } else { // stubble
        Array(text.unicodeScalars)[i]
        } // stubble
    }
}
