// fixture-options: condition=MOCKS no-presets
// Any compilation condition, as swift-mocking's `compilationCondition`; presets turned off.
protocol ConditionFlagTimer {
    func cancel() -> Bool
}/*|*/
