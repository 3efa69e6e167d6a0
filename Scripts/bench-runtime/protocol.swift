// The protocol-based stub the paper compares against.
protocol RosterServicing: Sendable { func fetchStudents() async throws -> [Student] }
struct StubRosterService: RosterServicing { func fetchStudents() async throws -> [Student] { [] } }

final class RosterViewModel: Sendable {
    let service: any RosterServicing
    init(service: any RosterServicing) { self.service = service }
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        let students = try await service.fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
}

func makeViewModel() -> RosterViewModel { RosterViewModel(service: StubRosterService()) }
