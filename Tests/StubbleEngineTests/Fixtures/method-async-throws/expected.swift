struct Student: Sendable { var name: String }

// @Stubbable
final class RosterService {
    @exclusivity(unchecked) var _fetchStudents: (nonisolated(nonsending) (String) async throws -> [Student])? = nil // stubble
    /// Fetches every student of a course.
    func fetchStudents(in course: String) async throws -> [Student] {
        if let _fetchStudents { return try await _fetchStudents(course) } // stubble
        // make an HTTP request
        let response = [Student(name: course)]
        return response
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension RosterService: CustomReflectable {} // stubble
