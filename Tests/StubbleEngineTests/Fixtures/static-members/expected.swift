// @Stubbable
final class Clock {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getOffset: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setOffset: ((Int) -> Void)? = nil // stubble
    static var offset: Int { // stubble
        get { if let _getOffset { return _getOffset() }; return _offset } // stubble
        set { if let _setOffset { _setOffset(newValue) } else { _offset = newValue } } // stubble
        _modify { if _getOffset == nil && _setOffset == nil { yield &_offset } else { var _stubbleValue = offset; yield &_stubbleValue; offset = _stubbleValue } } // stubble
    } // stubble
    nonisolated(unsafe) static var _offset: Int = 0

    @exclusivity(unchecked) nonisolated(unsafe) static var _now: (() -> Int)? = nil // stubble
    static func now() -> Int {
        if let _now { _now() } else { // stubble
        1_000 + offset
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _zone: (() -> String)? = nil // stubble
    class func zone() -> String {
        if let _zone { _zone() } else { // stubble
        "UTC"
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getOffset = nil // stubble
        _setOffset = nil // stubble
        _now = nil // stubble
        _zone = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Clock: CustomReflectable {} // stubble
