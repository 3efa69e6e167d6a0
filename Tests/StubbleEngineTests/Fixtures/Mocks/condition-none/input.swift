// fixture-options: condition=none
// No `#if`: the mock is always compiled.
protocol ConditionNoneTimer {
    func schedule(after seconds: Double)
}/*|*/
