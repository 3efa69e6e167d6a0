/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func run() async throws {
    let service = RosterService()
    print(try await service.fetchStudents(in: "math").map(\.name))
    print(try await service.fetchStudents(in: "math").map(\.name))
    print(try await service.fetchStudents(in: "art").map(\.name))
}

@main struct Unstubbed {
    static func main() async throws { try await run() }
}
