import Foundation

/// A library hands out its catalog, and the reading-room screen (bound to the main actor, so its mock
/// cannot serve as a default value elsewhere).
protocol Library {
    var name: String { get }
    func catalog() -> Catalog
    func branches() -> [any Library]
    @MainActor func readingRoom() -> any ReadingRoom
}
