// What `stubble add` writes for RosterService (with `// @Stubbable(condition: STUBS)`).
// @Stubbable(condition: STUBS)
final class RosterService: @unchecked Sendable {
    #if STUBS // stubble
    var _fetchStudents: (@Sendable () async throws -> [Student])? = nil // stubble
    #endif // stubble
    func fetchStudents() async throws -> [Student] {
        #if STUBS // stubble
        if let _fetchStudents { return try await _fetchStudents() } // stubble
        #endif // stubble
        return []
    }
}

final class RosterViewModel: Sendable {
    let service: RosterService
    init(service: RosterService) { self.service = service }
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        let students = try await service.fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
}

func makeViewModel() -> RosterViewModel {
    let service = RosterService()
    #if STUBS
    service._fetchStudents = { [] }
    #endif
    return RosterViewModel(service: service)
}
