extension Roster {
    // @Stubbable
    func count() -> Int {
        if let _count { return _count() } // stubble
        return load().count
    }
}
