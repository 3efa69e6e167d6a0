// Declared in another file of the workspace.
protocol RefinedOtherBase {
    func start() async
    var isRunning: Bool { get }
}
