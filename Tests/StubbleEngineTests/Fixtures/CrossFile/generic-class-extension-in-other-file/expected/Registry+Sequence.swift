extension Registry: Sequence {
    func makeIterator() -> Dictionary<Key, Value>.Iterator {
        entries.makeIterator()
    }
}
