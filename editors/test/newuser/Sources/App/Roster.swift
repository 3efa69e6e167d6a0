final class Roster {
    var names: [String] = []

    func load() -> [String] {
        return names
    }
}
