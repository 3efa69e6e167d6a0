// Declared in another file of the workspace, which imports what its requirements need.
import Dispatch

protocol RefinedOtherBase {
    func start() async
    var isRunning: Bool { get }
    func run(on queue: DispatchQueue)
}
