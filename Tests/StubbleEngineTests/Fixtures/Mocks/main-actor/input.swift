// A @MainActor protocol gets a @MainActor mock: plain stored hooks, no lock.
@MainActor
protocol MainActorViewModel {
    var title: String { get }
    func load() async throws
    func select(index: Int)
}/*|*/
