import Foundation

// With `condition: DEBUG`, a build without DEBUG compiles the declarations as written: a stored property's
// `#else` branch is the user's own declaration, untouched; its renamed copy, the stubs and the coding keys
// that name the copy are inside `#if DEBUG`. A declaration a generated line cannot copy (a comment or a
// `//` in it) is renamed in place, as without a condition.
// @Stubbable(condition: DEBUG)
struct Profile: Codable, Equatable {
    /// Shown in the title bar.
    var name: String
    var width: Int = 640, height: Int = 480
    var homepage: String = "https://swift.org"
    let id: Int

    func title() -> String {
        name + " #" + String(id) + " " + homepage
    }
}

// @Stubbable(condition: DEBUG)
final class Settings {
    var theme: String? = "light"
    lazy var cache: [String: Int] = ["a": 1]
    @MainActor
    var scale: Double = 2
    init() {}

    func describe() -> String {
        (theme ?? "none") + " " + String(cache.count)
    }
}
