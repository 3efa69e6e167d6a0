struct Student: Equatable {
    let name: String
    let graduationYear: Int
}

// @Stubbable(condition: DEBUG)
final class RosterService {
    #if DEBUG // stubble
    @exclusivity(unchecked) var _fetchStudents: (nonisolated(nonsending) () async throws -> [Student])? = nil // stubble
    #endif // stubble
    func fetchStudents() async throws -> [Student] {
        #if DEBUG // stubble
        if let _fetchStudents { return try await _fetchStudents() } // stubble
        #endif // stubble
        // make an HTTP request
        return []
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _studentsByGraduationYear: (nonisolated(nonsending) () async throws -> [Int: [Student]])? = nil // stubble
    #endif // stubble
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        #if DEBUG // stubble
        if let _studentsByGraduationYear { return try await _studentsByGraduationYear() } // stubble
        #endif // stubble
        let students = try await fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension RosterService: CustomReflectable {} // stubble
#endif // stubble

final class Settings {
    // @StubbableProperty
    var retryCount = 3
}
