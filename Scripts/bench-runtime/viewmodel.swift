// The code under test: the view model over the (stubbed) service.
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
    #if STUBS && !HOOK_UNSET
    service._fetchStudents = { [] }
    #endif
    return RosterViewModel(service: service)
}
