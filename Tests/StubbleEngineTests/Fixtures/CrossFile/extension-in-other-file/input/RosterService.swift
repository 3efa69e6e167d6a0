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
}
