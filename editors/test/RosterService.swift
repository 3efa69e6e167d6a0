struct Student: Equatable {
    let name: String
    let graduationYear: Int
}

final class RosterService {
    // @StubbableProperty
    var retryCount = 3

    func fetchStudents() async throws -> [Student] {
        // make an HTTP request
        return []
    }
}
