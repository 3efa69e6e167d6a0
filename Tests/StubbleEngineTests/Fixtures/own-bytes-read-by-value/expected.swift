// A struct whose code reads its own bytes (`withUnsafeBytes(of: self)`, `withUnsafeMutableBytes(of: &self)`:
// a record written to a file as it lies in memory, a checksum) keeps its layout: a hooks box in it would be
// among those bytes. Its instance hooks are static, as for a struct whose memory is reinterpreted.
// @Stubbable
struct Record {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getTag: (() -> UInt32)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setTag: ((UInt32) -> Void)? = nil // stubble
    var tag: UInt32 { // stubble
        @storageRestrictions(initializes: _tag) init { _tag = newValue } // stubble
        get { if let _getTag = Self._getTag { return _getTag() }; return _tag } // stubble
        set { if let _setTag = Self._setTag { _setTag(newValue) } else { _tag = newValue } } // stubble
        _modify { if Self._getTag == nil && Self._setTag == nil { yield &_tag } else { var _stubbleValue = tag; yield &_stubbleValue; tag = _stubbleValue } } // stubble
    } // stubble
    var _tag: UInt32
    @exclusivity(unchecked) nonisolated(unsafe) static var _getLength: (() -> UInt16)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setLength: ((UInt16) -> Void)? = nil // stubble
    var length: UInt16 { // stubble
        @storageRestrictions(initializes: _length) init { _length = newValue } // stubble
        get { if let _getLength = Self._getLength { return _getLength() }; return _length } // stubble
        set { if let _setLength = Self._setLength { _setLength(newValue) } else { _length = newValue } } // stubble
        _modify { if Self._getLength == nil && Self._setLength == nil { yield &_length } else { var _stubbleValue = length; yield &_stubbleValue; length = _stubbleValue } } // stubble
    } // stubble
    var _length: UInt16

    @exclusivity(unchecked) nonisolated(unsafe) static var _bytes: (() -> [UInt8])? = nil // stubble
    func bytes() -> [UInt8] {
        if let _bytes = Self._bytes { _bytes() } else { // stubble
        withUnsafeBytes(of: self) { Array($0) }
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _clear: (() -> Void)? = nil // stubble
    mutating func clear() {
        if let _clear = Self._clear { return _clear() } // stubble
        withUnsafeMutableBytes(of: &self) { for i in $0.indices { $0[i] = 0 } }
    }
    static func _resetStaticStubs() { // stubble
        _getTag = nil // stubble
        _setTag = nil // stubble
        _getLength = nil // stubble
        _setLength = nil // stubble
        _bytes = nil // stubble
        _clear = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["tag": self._tag as Any, "length": self._length as Any], displayStyle: .struct) } // stubble
}
extension Record: CustomReflectable {} // stubble
