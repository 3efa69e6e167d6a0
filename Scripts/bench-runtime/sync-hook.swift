// Not a shape the tool writes: a hook that is not `async`, so calling it needs no `await`. Stubble's hooks of
// async methods are async (tests await inside them), so this only measures what the `await` itself costs
// at -Onone (the extra executor hop SILGen emits after every await, and the closure's async frame): the
// floor under any hook of an async method.
final class RosterService: @unchecked Sendable {
    @exclusivity(unchecked) var _fetchStudents: (@Sendable () throws -> [Student])? = nil
    func fetchStudents() async throws -> [Student] {
        if let _fetchStudents { return try _fetchStudents() }
        return []
    }
}
