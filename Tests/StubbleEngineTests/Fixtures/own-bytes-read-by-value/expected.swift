// A struct whose code reads its own bytes (`withUnsafeBytes(of: self)`, `withUnsafeMutableBytes(of: &self)`:
// a record written to a file as it lies in memory, a checksum) keeps its layout: a hooks box in it would be
// among those bytes. Its instance hooks are static, as for a struct whose memory is reinterpreted. So does one
// whose bytes other code reads through a value whose declaration before the call names the type
// (`entry: Entry`, `var packet = Packet(`): `withUnsafeBytes(of: entry)`, `withUnsafeMutableBytes(of: &packet)`.
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

// @Stubbable
struct Entry {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getKey: (() -> UInt16)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setKey: ((UInt16) -> Void)? = nil // stubble
    var key: UInt16 { // stubble
        @storageRestrictions(initializes: _key) init { _key = newValue } // stubble
        get { if let _getKey = Self._getKey { return _getKey() }; return _key } // stubble
        set { if let _setKey = Self._setKey { _setKey(newValue) } else { _key = newValue } } // stubble
        _modify { if Self._getKey == nil && Self._setKey == nil { yield &_key } else { var _stubbleValue = key; yield &_stubbleValue; key = _stubbleValue } } // stubble
    } // stubble
    var _key: UInt16
    @exclusivity(unchecked) nonisolated(unsafe) static var _getValue: (() -> UInt16)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setValue: ((UInt16) -> Void)? = nil // stubble
    var value: UInt16 { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue = Self._getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue = Self._setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if Self._getValue == nil && Self._setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value: UInt16

    @exclusivity(unchecked) nonisolated(unsafe) static var _isEmpty: (() -> Bool)? = nil // stubble
    func isEmpty() -> Bool {
        if let _isEmpty = Self._isEmpty { _isEmpty() } else { // stubble
        value == 0
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getKey = nil // stubble
        _setKey = nil // stubble
        _getValue = nil // stubble
        _setValue = nil // stubble
        _isEmpty = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["key": self._key as Any, "value": self._value as Any], displayStyle: .struct) } // stubble
}
extension Entry: CustomReflectable {} // stubble

// @Stubbable
struct Packet {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getKind: (() -> UInt8)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setKind: ((UInt8) -> Void)? = nil // stubble
    var kind: UInt8 { // stubble
        @storageRestrictions(initializes: _kind) init { _kind = newValue } // stubble
        get { if let _getKind = Self._getKind { return _getKind() }; return _kind } // stubble
        set { if let _setKind = Self._setKind { _setKind(newValue) } else { _kind = newValue } } // stubble
        _modify { if Self._getKind == nil && Self._setKind == nil { yield &_kind } else { var _stubbleValue = kind; yield &_stubbleValue; kind = _stubbleValue } } // stubble
    } // stubble
    var _kind: UInt8

    @exclusivity(unchecked) nonisolated(unsafe) static var _isData: (() -> Bool)? = nil // stubble
    func isData() -> Bool {
        if let _isData = Self._isData { _isData() } else { // stubble
        kind == 1
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getKind = nil // stubble
        _setKind = nil // stubble
        _isData = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["kind": self._kind as Any], displayStyle: .struct) } // stubble
}
extension Packet: CustomReflectable {} // stubble

func checksum(of entry: Entry) -> Int {
    withUnsafeBytes(of: entry) { $0.reduce(0) { $0 + Int($1) } }
}

func zeroedPacketSize() -> Int {
    var packet = Packet(kind: 1)
    return withUnsafeMutableBytes(of: &packet) { bytes in
        for i in bytes.indices { bytes[i] = 0 }
        return bytes.count
    }
}
