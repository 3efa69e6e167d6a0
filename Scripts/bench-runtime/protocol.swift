// The protocol-based stub the paper compares against, as the paper writes it ("Stubble: A Macro-Based
// Stubbing Library for Swift", its RosterServiceStub): a class that returns the array it was made with,
// behind the protocol; the view model holds the protocol type. (`final` and `@unchecked Sendable`, as our
// RosterService, so that both sides differ only in how the stub is reached.)
protocol RosterServicing: Sendable { func fetchStudents() async throws -> [Student] }
final class RosterServiceStub: RosterServicing, @unchecked Sendable {
    let students: [Student]
    init(students: [Student]) { self.students = students }
    func fetchStudents() async throws -> [Student] { return students }
}

final class RosterViewModel: Sendable {
    let service: any RosterServicing
    init(service: any RosterServicing) { self.service = service }
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        let students = try await service.fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
}

func makeViewModel() -> RosterViewModel { RosterViewModel(service: RosterServiceStub(students: [])) }
