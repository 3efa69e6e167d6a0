// @Stubbable
class FeatureFlag {
    var _getIsEnabled: (() -> Bool)? = nil // stubble
    var _setIsEnabled: ((Bool) -> Void)? = nil // stubble
    var isEnabled: Bool { // stubble
        @storageRestrictions(initializes: _isEnabled) init { _isEnabled = newValue } // stubble
        get { if let _getIsEnabled { return _getIsEnabled() }; return _isEnabled } // stubble
        set { if let _setIsEnabled { _setIsEnabled(newValue) } else { _isEnabled = newValue } } // stubble
    } // stubble
    /// Whether the feature is on.
    var _isEnabled: Bool
    var _getName: (() -> String)? = nil // stubble
    var _setName: ((String) -> Void)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
    } // stubble
    var _name: String = "beta"

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}
