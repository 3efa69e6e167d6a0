// Stubble's own expansion of `@Stubbable` on this service, as its macro writes it (seed 000 and
// ../shared/notes/stubble-facts.md: a plain optional closure, `if let ... else { original }`), for a side-by-side
// figure: the paper's +16.6% was this shape against its protocol stub, on the paper's machine.
final class RosterService: @unchecked Sendable {
    var _fetchStudents: (() async throws -> [Student])? = nil
    func fetchStudents() async throws -> [Student] {
        if let _fetchStudents {
            return try await _fetchStudents()
        } else {
            return []
        }
    }
}
