// The service of the paper's experiment, as its user wrote it. The benchmark script asks `stubble fix`
// to write the stubs (the annotation below), so what is measured is what the tool writes today.
// @Stubbable(condition: STUBS)
final class RosterService: @unchecked Sendable {
    func fetchStudents() async throws -> [Student] {
        return []
    }
}
