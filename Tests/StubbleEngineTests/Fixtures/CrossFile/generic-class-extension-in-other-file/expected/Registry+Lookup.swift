// @Stubbable
extension Registry {
    func value(for key: Key) -> Value? {
        if let _value { _value(key) } else { // stubble
        entries[key]
        } // stubble
    }

    func anyEntry() -> Element? {
        if let _anyEntry { _anyEntry() as! Element? } else { // stubble
        entries.first
        } // stubble
    }
}
