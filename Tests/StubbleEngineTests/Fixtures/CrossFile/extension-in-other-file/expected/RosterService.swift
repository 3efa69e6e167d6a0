struct Student: Sendable {
    var name: String
    var year: Int
}

/// Loads the roster; its counting helpers live in RosterService+Counting.swift.
final class RosterService {
    var students: [Student] = []

    func fetchStudents() -> [Student] {
        students
    }
    @exclusivity(unchecked) var _count: ((Int) -> Int)? = nil // stubble: RosterService+Counting.swift
    @exclusivity(unchecked) var _getIsEmpty: (() -> Bool)? = nil // stubble: RosterService+Counting.swift
    @exclusivity(unchecked) var _names: (nonisolated(nonsending) (String) async throws -> [String])? = nil // stubble: RosterService+Counting.swift
}
