struct Student: Equatable {
    let name: String
    let graduationYear: Int
}

// @Stubbable
final class RosterService {
    @exclusivity(unchecked) var _fetchStudents: (nonisolated(nonsending) (Int?) async throws -> [Student])? = nil // stubble
    func fetchStudents(graduatingIn year: Int? = nil) async throws -> [Student] {
        if let _fetchStudents { return try await _fetchStudents(year) } // stubble
        // make an HTTP request
        return []
    }

    @exclusivity(unchecked) var _studentsByGraduationYear: (nonisolated(nonsending) () async throws -> [Int: [Student]])? = nil // stubble
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        if let _studentsByGraduationYear { return try await _studentsByGraduationYear() } // stubble
        let students = try await fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension RosterService: CustomReflectable {} // stubble

final class Settings {
    // @StubbableProperty
    var retryCount: Int = 3
}
