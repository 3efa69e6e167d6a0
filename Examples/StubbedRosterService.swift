// Examples/RosterService.swift after `stubble add` on its class. Try:
//   swift run stubble check Examples/StubbedRosterService.swift            (clean: the stubs are fresh)
//   swift run stubble remove --dry-run Examples/StubbedRosterService.swift  (gives back the original)

struct Student: Sendable {
    var name: String
    var graduationYear: Int
}

enum RosterError: Error { case offline }

// @Stubbable
final class RosterService {
    @exclusivity(unchecked) var _getCourses: (() -> [String])? = nil // stubble
    @exclusivity(unchecked) var _setCourses: (([String]) -> Void)? = nil // stubble
    var courses: [String] { // stubble
        @storageRestrictions(initializes: _courses) init { _courses = newValue } // stubble
        get { if let _getCourses { return _getCourses() }; return _courses } // stubble
        set { if let _setCourses { _setCourses(newValue) } else { _courses = newValue } } // stubble
        _modify { if _getCourses == nil && _setCourses == nil { yield &_courses } else { var _stubbleValue = courses; yield &_stubbleValue; courses = _stubbleValue } } // stubble
    } // stubble
    var _courses: [String] = []

    @exclusivity(unchecked) var _fetchStudents: (nonisolated(nonsending) (String) async throws(RosterError) -> [Student])? = nil // stubble
    /// Fetches every student of a course from the server.
    func fetchStudents(in course: String) async throws(RosterError) -> [Student] {
        if let _fetchStudents { return try await _fetchStudents(course) } // stubble
        // make an HTTP request
        throw .offline
    }

    @exclusivity(unchecked) var _studentCount: (nonisolated(nonsending) (String) async -> Int)? = nil // stubble
    func studentCount(in course: String) async -> Int {
        if let _studentCount { await _studentCount(course) } else { // stubble
        (try? await fetchStudents(in: course).count) ?? 0
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["courses": self._courses as Any], displayStyle: .class) } // stubble
}
extension RosterService: CustomReflectable {} // stubble
