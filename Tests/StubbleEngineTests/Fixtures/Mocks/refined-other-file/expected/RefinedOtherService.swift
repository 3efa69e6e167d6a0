// The refined protocol lives in other.swift; the caller passes that file too. Its imports come along.
import Dispatch

protocol RefinedOtherService: RefinedOtherBase {
    func stop()
}

#if DEBUG
final class RefinedOtherServiceMock: RefinedOtherService {
    // stubble:mock:begin RefinedOtherService
    init() {}

    /// Presets in one place: `RefinedOtherServiceMock { $0._member = { ... } }`.
    init(_ configure: (RefinedOtherServiceMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: stop()
    var _stop: (() -> Void)? = nil
    private(set) var stopCallCount: Int = 0
    func stop() {
        stopCallCount += 1
        if let _stop { return _stop() }
    }

    // MARK: start()
    var _start: (nonisolated(nonsending) () async -> Void)? = nil
    private(set) var startCallCount: Int = 0
    nonisolated(nonsending) func start() async {
        startCallCount += 1
        if let _start { return await _start() }
    }

    // MARK: isRunning
    var _getIsRunning: (() -> Bool)? = nil
    var _isRunning: Bool = false
    private(set) var isRunningGetCallCount: Int = 0
    var isRunning: Bool {
        get {
            isRunningGetCallCount += 1
            if let _getIsRunning { return _getIsRunning() }
            return _isRunning
        }
    }

    // MARK: run(on:)
    var _run: ((DispatchQueue) -> Void)? = nil
    private(set) var runCallCount: Int = 0
    private(set) var runInvocations: [DispatchQueue] = []
    var runLastInvocation: DispatchQueue? { runInvocations.last }
    func run(on queue: DispatchQueue) {
        runCallCount += 1
        runInvocations.append(queue)
        if let _run { return _run(queue) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _stop = nil
        stopCallCount = 0
        _start = nil
        startCallCount = 0
        _getIsRunning = nil
        _isRunning = false
        isRunningGetCallCount = 0
        _run = nil
        runCallCount = 0
        runInvocations = []
    }
    // stubble:mock:end RefinedOtherService
}
#endif
