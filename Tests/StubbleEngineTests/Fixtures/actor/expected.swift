// @Stubbable
actor Counter {
    @exclusivity(unchecked) nonisolated(unsafe) var _getCount: (@Sendable () -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setCount: (@Sendable (Int) -> Void)? = nil // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count = 0
    @exclusivity(unchecked) nonisolated(unsafe) var _getStep: (@Sendable () -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setStep: (@Sendable (Int) -> Void)? = nil // stubble
    var step: Int { // stubble
        @storageRestrictions(initializes: _step) init { _step = newValue } // stubble
        get { if let _getStep { return _getStep() }; return _step } // stubble
        set { if let _setStep { _setStep(newValue) } else { _step = newValue } } // stubble
        _modify { if _getStep == nil && _setStep == nil { yield &_step } else { var _stubbleValue = step; yield &_stubbleValue; step = _stubbleValue } } // stubble
    } // stubble
    var _step: Int = 1

    @exclusivity(unchecked) nonisolated(unsafe) var _increment: (@Sendable () -> Int)? = nil // stubble
    func increment() -> Int {
        if let _increment { return _increment() } // stubble
        count += step
        return count
    }
}
