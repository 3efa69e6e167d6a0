import Foundation

/// A record the app stores as JSON: stubbing it must not change what it encodes or decodes.
// @Stubbable
struct Student: Codable, Equatable {
    var name: String
    var graduationYear: Int = 2030
    lazy var nickname: String = name
    let id: Int
    var isEnrolled: Bool { graduationYear >= 2026 }

    func greeting() -> String { "Hello, \(name)" }
}

// @Stubbable
final class Course: Codable {
    var title: String
    var `default`: Bool = false
    private(set) var seats: Int = 30 {
        didSet { print("seats: \(seats)") }
    }

    init(title: String) { self.title = title }

    func summary() -> String { "\(title) (\(seats))" }
}

// @Stubbable
struct Grade: Decodable {
    var value: Int

    private enum CodingKeys: String, CodingKey {
        case value = "grade"
    }

    func isPassing() -> Bool { value >= 4 }
}

// @Stubbable
final class Teacher: Codable {
    var name: String

    init(name: String) { self.name = name }

    /// Decoding is written by hand, with the keys Swift synthesizes; encoding is synthesized.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
    }

    func title() -> String { "Prof. \(name)" }
}
