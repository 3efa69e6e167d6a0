import Foundation

/// A catalog knows the library that keeps it.
protocol Catalog {
    var title: String { get }
    func library() -> any Library
    func search(_ text: String) async throws -> [String]
}
