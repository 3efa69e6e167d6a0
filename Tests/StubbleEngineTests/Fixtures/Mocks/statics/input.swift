// Static requirements get static hooks and records, and a reset for tearing down between tests.
protocol StaticsFactory {
    static var defaultName: String { get set }
    static func make(id: Int) -> Self
    static func register()
}/*|*/
