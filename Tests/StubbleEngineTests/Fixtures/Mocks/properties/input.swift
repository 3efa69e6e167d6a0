// Read-only, read-write, async and throwing getters; optional and custom types.
struct PropertiesUser { var name: String }

protocol /*|*/PropertiesSettings {
    var isEnabled: Bool { get set }
    var count: Int { get }
    var title: String? { get set }
    var owner: PropertiesUser { get }
    var remoteValue: Int { get async throws }
    var cached: [String: Int] { get async }
}
