// The paper's running example. Try:
//   swift run stubble add --dry-run Examples/RosterService.swift:12   (shows what it writes)
//   swift run stubble check Examples/StubbedRosterService.swift        (clean: stubs are fresh)

struct Student: Sendable {
    var name: String
    var graduationYear: Int
}

enum RosterError: Error { case offline }

final class RosterService {
    var courses: [String] = []

    /// Fetches every student of a course from the server.
    func fetchStudents(in course: String) async throws(RosterError) -> [Student] {
        // make an HTTP request
        throw .offline
    }

    func studentCount(in course: String) async -> Int {
        (try? await fetchStudents(in: course).count) ?? 0
    }
}
