// `nonisolated` requirements of a global-actor or actor protocol: the mock keeps its state behind the lock
// and marks those witnesses (and every hook and record) nonisolated.
@MainActor
protocol NonisolatedView {
    nonisolated func identifier() -> Int
    nonisolated var name: String { get }
    func draw()
    static func make() -> Int
}/*|*/
