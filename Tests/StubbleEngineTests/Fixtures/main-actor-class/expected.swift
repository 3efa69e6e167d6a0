// @Stubbable
@MainActor
final class ViewModel {
    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    var _title: String = "Home"

    @exclusivity(unchecked) var _load: (() async -> [String])? = nil // stubble
    func load() async -> [String] {
        if let _load { await _load() } else { // stubble
        ["a", "b"]
        } // stubble
    }
}
