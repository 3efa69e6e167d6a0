/*|*/extension Chunk {
    subscript(scalar i: Int) -> Unicode.Scalar {
        Array(text.unicodeScalars)[i]
    }
}
