import Foundation

// Stubbing a Codable type must not change what it encodes or decodes: the first lines print the same
// JSON as the unstubbed input does (keys sorted); then hooks take over, and are never coded.
@main struct Unstubbed {
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    static func main() throws {
        var student = try JSONDecoder().decode(Student.self, from: Data(#"{"name":"Ada","graduationYear":2027,"id":7}"#.utf8))
        print(json(student), student.nickname, student.isEnrolled, student.greeting())
        let course = try JSONDecoder().decode(Course.self, from: Data(#"{"title":"Swift","default":true,"seats":12}"#.utf8))
        print(json(course), course.summary())
        let grade = try JSONDecoder().decode(Grade.self, from: Data(#"{"grade":5}"#.utf8))
        print(grade.value, grade.isPassing())
        let teacher = try JSONDecoder().decode(Teacher.self, from: Data(#"{"name":"Grace"}"#.utf8))
        print(json(teacher), teacher.title())

        print(json(student), student.greeting())
        print(json(course), course.summary())
        print(grade.isPassing(), teacher.title())
        print(student == student, json(try JSONDecoder().decode(Student.self, from: Data(json(student).utf8))))
    }
}
