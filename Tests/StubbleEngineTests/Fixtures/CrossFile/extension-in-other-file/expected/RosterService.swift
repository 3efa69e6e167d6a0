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
    @exclusivity(unchecked) var _count: (@Sendable (Int) -> Int)? = nil // stubble: RosterService+Counting.swift
    @exclusivity(unchecked) var _getIsEmpty: (@Sendable () -> Bool)? = nil // stubble: RosterService+Counting.swift
    @exclusivity(unchecked) var _names: (nonisolated(nonsending) @Sendable (String) async throws -> [String])? = nil // stubble: RosterService+Counting.swift
}
