/*|*/extension Registry {
    func value(for key: Key) -> Value? {
        entries[key]
    }

    func anyEntry() -> Element? {
        entries.first
    }
}
