// An actor's generic method with an `inout` parameter: a test may write the hook `@Sendable` or not.
/*|*/actor Counter {
    var total = 0

    func apply<T: Numeric>(_ value: inout T, times: Int) {
        for _ in 0..<times { value += value }
        total += times
    }
}
