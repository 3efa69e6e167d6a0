/*|*/extension RosterService {
    func count(in year: Int) -> Int {
        fetchStudents().filter { $0.year == year }.count
    }

    var isEmpty: Bool {
        fetchStudents().isEmpty
    }

    func names(startingWith prefix: String) async throws -> [String] {
        let all = fetchStudents().map(\.name)
        return all.filter { $0.hasPrefix(prefix) }
    }
}
