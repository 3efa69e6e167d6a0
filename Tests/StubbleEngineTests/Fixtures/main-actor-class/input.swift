/*|*/@MainActor
final class ViewModel {
    var title: String = "Home"

    func load() async -> [String] {
        ["a", "b"]
    }
}
