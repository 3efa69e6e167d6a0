final class Settings {
    @exclusivity(unchecked) var _getRetries: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setRetries: ((Int) -> Void)? = nil // stubble
    var retries: Int { // stubble
        @storageRestrictions(initializes: _retries) init { _retries = newValue } // stubble
        get { if let _getRetries { return _getRetries() }; return _retries } // stubble
        set { if let _setRetries { _setRetries(newValue) } else { _retries = newValue } } // stubble
        _modify { if _getRetries == nil && _setRetries == nil { yield &_retries } else { var _stubbleValue = retries; yield &_stubbleValue; retries = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _retries: Int = 3
    nonisolated var customMirror: Mirror { Mirror(self, children: ["retries": self._retries as Any], displayStyle: .class) } // stubble
}
extension Settings: CustomReflectable {} // stubble
