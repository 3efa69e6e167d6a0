struct Student: Equatable {
    let name: String
    let graduationYear: Int
}

final class RosterService {
    func fetchStudents(graduatingIn year: Int? = nil) async throws -> [Student] {
        // make an HTTP request
        return []
    }

    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        let students = try await fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
}

final class Settings {
    // @StubbableProperty
    var retryCount: Int = 3
}
