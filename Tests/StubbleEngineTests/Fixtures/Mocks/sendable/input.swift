// A Sendable protocol: the mock keeps its records and hooks behind a lock, so tests may call it from many
// tasks (the driver runs under the thread sanitizer).
protocol SendableStore: Sendable {
    func save(key: String, value: Int) async throws
    func load(key: String) -> Int?
    var name: String { get set }
    static func make() -> Int
}/*|*/
