protocol Reporter {
    func report(_ message: String)
    func flush() async
}

#if DEBUG
final class ReporterMock: Reporter {
    // stubble:mock:begin Reporter
    init() {}

    /// Presets in one place: `ReporterMock { $0._member = { ... } }`.
    init(_// fixture-options: condition=MOCKS no-presets
// Any compilation condition, as swift-mocking's `compilationCondition`; presets turned off.
protocol ConditionFlagTimer {
    func cancelure-options: condition=MOCKS no-presets
// Any compilation condition, as swift-mocking's `compilationCondition`; presets turned off.
protocol ConditionFlagTimer {
    func cancel() -> Bool
}/*curso() -> Bool
}/*cursor*/
cations.append(message)
        if let _report { return _report(message) }
    }
    // stubble:mock:end Reporter
}
#endif

// @Stubbable
final class Outbox {
    func send(_ text: String) -> Bool {
        !text.isEmpty
    }
}
