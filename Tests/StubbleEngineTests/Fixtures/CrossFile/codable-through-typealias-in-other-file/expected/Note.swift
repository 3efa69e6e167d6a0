// @Stubbable
final class Note: Storable {
    @exclusivity(unchecked) nonisolated(unsafe) var _getText: (() -> String)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setText: ((String) -> Void)? = nil // stubble
    var text: String { // stubble
        @storageRestrictions(initializes: _text) init { _text = newValue } // stubble
        get { if let _getText { return _getText() }; return _text } // stubble
        set { if let _setText { _setText(newValue) } else { _text = newValue } } // stubble
        _modify { if _getText == nil && _setText == nil { yield &_text } else { var _stubbleValue = text; yield &_stubbleValue; text = _stubbleValue } } // stubble
    } // stubble
    var _text: String
    @exclusivity(unchecked) nonisolated(unsafe) var _getPinned: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setPinned: ((Bool) -> Void)? = nil // stubble
    var pinned: Bool { // stubble
        @storageRestrictions(initializes: _pinned) init { _pinned = newValue } // stubble
        get { if let _getPinned { return _getPinned() }; return _pinned } // stubble
        set { if let _setPinned { _setPinned(newValue) } else { _pinned = newValue } } // stubble
        _modify { if _getPinned == nil && _setPinned == nil { yield &_pinned } else { var _stubbleValue = pinned; yield &_stubbleValue; pinned = _stubbleValue } } // stubble
    } // stubble
    var _pinned = false

    init(text: String) {
        self.text = text
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _shout: (() -> String)? = nil // stubble
    func shout() -> String {
        if let _shout { _shout() } else { // stubble
        text.uppercased()
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _isEqual: ((Note, Note) -> Bool)? = nil // stubble
    static func == (lhs: Note, rhs: Note) -> Bool {
        if let _isEqual { _isEqual(lhs, rhs) } else { // stubble
        lhs.text == rhs.text && lhs.pinned == rhs.pinned
        } // stubble
    }
    private enum CodingKeys: String, CodingKey { // stubble
        case _text = "text" // stubble
        case _pinned = "pinned" // stubble
    } // stubble
    static func _resetStaticStubs() { // stubble
        _isEqual = nil // stubble
    } // stubble
}
