// @Stubbable
extension RosterService {
    func count(in year: Int) -> Int {
        if let _count { _count(year) } else { // stubble
        fetchStudents().filter { $0.year == year }.count
        } // stubble
    }

    var isEmpty: Bool {
        if let _getIsEmpty { _getIsEmpty() } else { // stubble
        fetchStudents().isEmpty
        } // stubble
    }

    func names(startingWith prefix: String) async throws -> [String] {
        if let _names { return try await _names(prefix) } // stubble
        let all = fetchStudents().map(\.name)
        return all.filter { $0.hasPrefix(prefix) }
    }
}
