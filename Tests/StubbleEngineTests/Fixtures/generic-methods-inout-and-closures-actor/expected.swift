// An actor's generic method with an `inout` parameter: a test may write the hook `@Sendable` or not.
// @Stubbable
actor Counter {
    @exclusivity(unchecked) nonisolated(unsafe) var _getTotal: (@Sendable () -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setTotal: (@Sendable (Int) -> Void)? = nil // stubble
    var total: Int { // stubble
        @storageRestrictions(initializes: _total) init { _total = newValue } // stubble
        get { if let _getTotal { return _getTotal() }; return _total } // stubble
        set { if let _setTotal { _setTotal(newValue) } else { _total = newValue } } // stubble
        _modify { if _getTotal == nil && _setTotal == nil { yield &_total } else { var _stubbleValue = total; yield &_stubbleValue; total = _stubbleValue } } // stubble
    } // stubble
    var _total = 0

    @exclusivity(unchecked) nonisolated(unsafe) var _apply: Any? = nil // stubble
    func apply<T: Numeric>(_ value: inout T, times: Int) {
        if let _apply = (_apply as? (inout T, Int) -> Void) ?? (_apply as? @Sendable (inout T, Int) -> Void) { return _apply(&value, times) } // stubble
        for _ in 0..<times { value += value }
        total += times
    }
}
