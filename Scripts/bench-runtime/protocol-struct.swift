// A leaner protocol-based stub than the paper's: an empty struct returning a literal (no reference to count).
// Printed for reference; the goal is measured against the paper's own stub (protocol.swift).
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
