/// Grades per student; the statistics are in GradeBook+Statistics.swift.
actor GradeBook {
    private var grades: [String: [Int]] = [:]

    func record(_ grade: Int, for student: String) {
        grades[student, default: []].append(grade)
    }

    func grades(of student: String) -> [Int] {
        grades[student] ?? []
    }
    @exclusivity(unchecked) nonisolated(unsafe) var _average: (@Sendable (String) -> Double)? = nil // stubble: GradeBook+Statistics.swift
}
