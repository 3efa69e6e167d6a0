// An Actor protocol gets an actor mock whose hooks and records are nonisolated and lock-guarded, so a test
// can set them without `await`.
protocol ActorCache: Actor {
    func value(for key: String) async -> Int?
    func insert(_ value: Int, for key: String)
    var count: Int { get }
}/*|*/
