/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func run() async throws {
    let service = RosterService()
    print(try await service.fetchStudents(in: "math").map(\.name))
    service._fetchStudents = { course in [Student(name: "stub for \(course)")] }
    print(try await service.fetchStudents(in: "math").map(\.name))
    service._fetchStudents = nil
    print(try await service.fetchStudents(in: "art").map(\.name))
}

@main struct Runtime {
    static func main() async throws { try await run() }
}
