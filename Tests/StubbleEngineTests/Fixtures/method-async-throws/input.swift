struct Student: Sendable { var name: String }

/*|*/final class RosterService {
    /// Fetches every student of a course.
    func fetchStudents(in course: String) async throws -> [Student] {
        // make an HTTP request
        let response = [Student(name: course)]
        return response
    }
}
