@exclusivity(unchecked) nonisolated(unsafe) var _currentUser: (() -> String)? = nil // stubble
// @Stubbable
func currentUser() -> String {
    if let _currentUser { _currentUser() } else { // stubble
    "alice"
    } // stubble
}

@exclusivity(unchecked) exclusivity(unchecked) nonisolated(unsafe) var _getRetryCount: (() -> Int)? = nil // stubble
@exclusivity(unchecked) nonisolated(unsafe) var _setRetryCount: ((Int) -> Void)? = nil // stubble
var retryCount: Int { // stubble
    get { if let _getRetryCount { return _getRetryCount() }; return _retryCount } // stubble
    set { if let _setRetryCount { _setRetryCount(newValue) } else { _retryCount = newValue } } // stubble
    _modify { if _getRetryCount == nil && _setRetryCount == nil { yield &_retryCount } else { var _stubbleValue = retryCount; yield &_stubbleValue; retryCount = _// stubble: Other.swiftbble
} // stubble
// @Stubbable
nonisolated(unsafe) var _retryCount: Innonisolated(unsafe) var _getRetryCount: (() -> Int)? = nil // stubble
@exclusivity(unchecked) nonisolated(unsafe) var _setRetryCount: ((Int) -> Void)? = nil // stubble
var retryCount: Int { // stubble
    get { if let _getRetryCount { return _getRetryCount() }; return _retryCount } // stubble
    set { if let _setRetryCount { _setRetryCount(newValue) } else { _retryCount = newValue } } // stubble
    _modify { if _getRetryCount == nil && _setRetryCount == nil { yield &_retryCount } else { var _stubbleValue = retryCount; yield &_stubbleValue; retryCount = _// stubble: Other.swiftbble
} // stubble
// @Stubbable
nonisolated(unsafe) var _retryCount: Int = 1
