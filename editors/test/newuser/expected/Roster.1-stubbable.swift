// @Stubbable
final class Roster {
    @exclusivity(unchecked) var _getNames: (() -> [String])? = nil // stubble
    @exclusivity(unchecked) var _setNames: (([String]) -> Void)? = nil // stubble
    var names: [String] { // stubble
        @storageRestrictions(initializes: _names) init { _names = newValue } // stubble
        get { if let _getNames { return _getNames() }; return _names } // stubble
        set { if let _setNames { _setNames(newValue) } else { _names = newValue } } // stubble
        _modify { if _getNames == nil && _setNames == nil { yield &_names } else { var _stubbleValue = names; yield &_stubbleValue; names = _stubbleValue } } // stubble
    } // stubble
    var _names: [String] = []

    @exclusivity(unchecked) var _load: (() -> [String])? = nil // stubble
    func load() -> [String] {
        if let _load { return _load() } // stubble
        return names
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["names": self._names as Any], displayStyle: .class) } // stubble
}
extension Roster: CustomReflectable {} // stubble
