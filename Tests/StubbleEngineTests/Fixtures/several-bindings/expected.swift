// @Stubbable
final class Point {
    @exclusivity(unchecked) var _getX: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setX: ((Int) -> Void)? = nil // stubble
    var x: Int { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    @exclusivity(unchecked) var _getY: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setY: ((Int) -> Void)? = nil // stubble
    var y: Int { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _x: Int = 1, _y: Int = 2
    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setLabel: ((String) -> Void)? = nil // stubble
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    @exclusivity(unchecked) var _getNote: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setNote: ((String) -> Void)? = nil // stubble
    var note: String { // stubble
        @storageRestrictions(initializes: _note) init { _note = newValue } // stubble
        get { if let _getNote { return _getNote() }; return _note } // stubble
        set { if let _setNote { _setNote(newValue) } else { _note = newValue } } // stubble
        _modify { if _getNote == nil && _setNote == nil { yield &_note } else { var _stubbleValue = note; yield &_stubbleValue; note = _stubbleValue } } // stubble
    } // stubble
    var _label, _note: String
    @exclusivity(unchecked) var _getWidth: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setWidth: ((Int) -> Void)? = nil // stubble
    var width: Int { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    @exclusivity(unchecked) var _getHeight: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setHeight: ((Int) -> Void)? = nil // stubble
    var height: Int { // stubble
        @storageRestrictions(initializes: _height) init { _height = newValue } // stubble
        get { if let _getHeight { return _getHeight() }; return _height } // stubble
        set { if let _setHeight { _setHeight(newValue) } else { _height = newValue } } // stubble
        _modify { if _getHeight == nil && _setHeight == nil { yield &_height } else { var _stubbleValue = height; yield &_stubbleValue; height = _stubbleValue } } // stubble
    } // stubble
    var _width: Int = 3,
        _height: Int = 4

    init() {
        label = "p"
        note = ""
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any, "label": self._label as Any, "note": self._note as Any, "width": self._width as Any, "height": self._height as Any], displayStyle: .class) } // stubble
}
extension Point: CustomReflectable {} // stubble
