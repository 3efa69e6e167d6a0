@main struct Runtime {
    static func main() async throws { try await run() }

    nonisolated static func run() async throws {
        let service = RosterService()
        service.students = [Student(name: "Ada", year: 2027), Student(name: "Alan", year: 2028)]
        print(service.count(in: 2027), service.isEmpty, try await service.names(startingWith: "Al"))
        service._count = { year in year * 100 }
        service._getIsEmpty = { true }
        service._names = { prefix in ["stub for \(prefix)"] }
        print(service.count(in: 2027), service.isEmpty, try await service.names(startingWith: "Al"))
        service._count = nil
        print(service.count(in: 2028))
    }
}
