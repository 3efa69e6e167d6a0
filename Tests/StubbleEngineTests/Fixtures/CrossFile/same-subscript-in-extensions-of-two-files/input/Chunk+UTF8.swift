/*|*/extension Chunk {
    subscript(utf8 i: Int) -> UInt8 {
        Array(text.utf8)[i]
    }
}
