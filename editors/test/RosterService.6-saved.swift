struct Student: Equatable {
    let name: String
    let graduationYear: Int
}

// @Stubbable
final class RosterService {
    @exclusivity(unchecked) var _fetchStudents: (nonisolated(nonsending) (Int?, Int) async throws -> [Student])? = nil // stubble
    func fetchStudents(graduatingIn year: Int? = nil, limit: Int = 50) async throws -> [Student] {
        if let _fetchStudents { return try await _fetchStudents(year, limit) } // stubble
        // make an HTTP request
        return []
    }

    @exclusivity(unchecked) var _studentsByGraduationYear: (nonisolated(nonsending) () async throws -> [Int: [Student]])? = nil // stubble
    func studentsByGraduationYear() async throws -> [Int: [Student]] {
        if let _studentsByGraduationYear { return try await _studentsByGraduationYear() } // stubble
        let students = try await fetchStudents()
        return Dictionary(grouping: students, by: \.graduationYear)
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension RosterService: CustomReflectable {} // stubble

final class Settings {
    @exclusivity(unchecked) var _getRetryCount: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setRetryCount: ((Int) -> Void)? = nil // stubble
    var retryCount: Int { // stubble
        @storageRestrictions(initializes: _retryCount) init { _retryCount = newValue } // stubble
        get { if let _getRetryCount { return _getRetryCount() }; return _retryCount } // stubble
        set { if let _setRetryCount { _setRetryCount(newValue) } else { _retryCount = newValue } } // stubble
        _modify { if _getRetryCount == nil && _setRetryCount == nil { yield &_retryCount } else { var _stubbleValue = retryCount; yield &_stubbleValue; retryCount = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _retryCount: Int = 3
    nonisolated var customMirror: Mirror { Mirror(self, children: ["retryCount": self._retryCount as Any], displayStyle: .class) } // stubble
}
extension Settings: CustomReflectable {} // stubble
