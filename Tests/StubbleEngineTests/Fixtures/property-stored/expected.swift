// @Stubbable
class FeatureFlag {
    @exclusivity(unchecked) var _getIsEnabled: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _setIsEnabled: ((Bool) -> Void)? = nil // stubble
    var isEnabled: Bool { // stubble
        @storageRestrictions(initializes: _isEnabled) init { _isEnabled = newValue } // stubble
        get { if let _getIsEnabled { return _getIsEnabled() }; return _isEnabled } // stubble
        set { if let _setIsEnabled { _setIsEnabled(newValue) } else { _isEnabled = newValue } } // stubble
        _modify { if _getIsEnabled == nil && _setIsEnabled == nil { yield &_isEnabled } else { var _stubbleValue = isEnabled; yield &_stubbleValue; isEnabled = _stubbleValue } } // stubble
    } // stubble
    /// Whether the feature is on.
    var _isEnabled: Bool
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setName: ((String) -> Void)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String = "beta"

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["isEnabled": self._isEnabled as Any, "name": self._name as Any], displayStyle: .class) } // stubble
}
extension FeatureFlag: CustomReflectable {} // stubble
