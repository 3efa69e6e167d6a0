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
    var _count: (@Sendable (Int) -> Int)? = nil // stubble: RosterService+Counting.swift
    var _getIsEmpty: (@Sendable () -> Bool)? = nil // stubble: RosterService+Counting.swift
    var _names: (@Sendable (String) async throws -> [String])? = nil // stubble: RosterService+Counting.swift
}
