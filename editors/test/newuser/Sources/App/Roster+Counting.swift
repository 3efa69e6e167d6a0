extension Roster {
    func count() -> Int {
        return load().count
    }
}
