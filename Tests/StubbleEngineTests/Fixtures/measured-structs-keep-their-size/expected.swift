// A struct whose size, stride or alignment the module reads (`MemoryLayout<Header>.size`: a binary format's
// header, a buffer sized in records) keeps its layout: a hooks box would make it a reference larger (16 bytes
// instead of 8). Its instance hooks live outside the value, as static hooks (`Header._checksum`), as for a
// struct whose memory is reinterpreted; a nested one is named by its last component
// (`MemoryLayout<Wire.Frame>`); so is one measured through a value whose declaration before the call names
// its type (`sample: Sample`, then `MemoryLayout.size(ofValue: sample)`). A struct whose stored properties'
// offsets the module reads (`MemoryLayout<Record>.offset(of: \.flags)`) keeps them stored too: a computed
// property has no offset (nil); each gets a hint that says why. A struct the module does not measure keeps
// its box.
// @Stubbable
struct Header {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getTag: (() -> UInt32)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setTag: ((UInt32) -> Void)? = nil // stubble
    var tag: UInt32 { // stubble
        @storageRestrictions(initializes: _tag) init { _tag = newValue } // stubble
        get { if let _getTag = Self._getTag { return _getTag() }; return _tag } // stubble
        set { if let _setTag = Self._setTag { _setTag(newValue) } else { _tag = newValue } } // stubble
        _modify { if Self._getTag == nil && Self._setTag == nil { yield &_tag } else { var _stubbleValue = tag; yield &_stubbleValue; tag = _stubbleValue } } // stubble
    } // stubble
    var _tag: UInt32
    @exclusivity(unchecked) nonisolated(unsafe) static var _getLength: (() -> UInt32)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setLength: ((UInt32) -> Void)? = nil // stubble
    var length: UInt32 { // stubble
        @storageRestrictions(initializes: _length) init { _length = newValue } // stubble
        get { if let _getLength = Self._getLength { return _getLength() }; return _length } // stubble
        set { if let _setLength = Self._setLength { _setLength(newValue) } else { _length = newValue } } // stubble
        _modify { if Self._getLength == nil && Self._setLength == nil { yield &_length } else { var _stubbleValue = length; yield &_stubbleValue; length = _stubbleValue } } // stubble
    } // stubble
    var _length: UInt32

    @exclusivity(unchecked) nonisolated(unsafe) static var _checksum: (() -> UInt32)? = nil // stubble
    func checksum() -> UInt32 {
        if let _checksum = Self._checksum { _checksum() } else { // stubble
        tag &+ length
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getTag = nil // stubble
        _setTag = nil // stubble
        _getLength = nil // stubble
        _setLength = nil // stubble
        _checksum = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["tag": self._tag as Any, "length": self._length as Any], displayStyle: .struct) } // stubble
}
extension Header: CustomReflectable {} // stubble

enum Wire {
    // @Stubbable
    struct Frame {
        @exclusivity(unchecked) nonisolated(unsafe) static var _getKind: (() -> UInt16)? = nil // stubble
        @exclusivity(unchecked) nonisolated(unsafe) static var _setKind: ((UInt16) -> Void)? = nil // stubble
        var kind: UInt16 { // stubble
            @storageRestrictions(initializes: _kind) init { _kind = newValue } // stubble
            get { if let _getKind = Self._getKind { return _getKind() }; return _kind } // stubble
            set { if let _setKind = Self._setKind { _setKind(newValue) } else { _kind = newValue } } // stubble
            _modify { if Self._getKind == nil && Self._setKind == nil { yield &_kind } else { var _stubbleValue = kind; yield &_stubbleValue; kind = _stubbleValue } } // stubble
        } // stubble
        var _kind: UInt16

        @exclusivity(unchecked) nonisolated(unsafe) static var _isData: (() -> Bool)? = nil // stubble
        func isData() -> Bool {
            if let _isData = Self._isData { _isData() } else { // stubble
            kind == 0
            } // stubble
        }
        static func _resetStaticStubs() { // stubble
            _getKind = nil // stubble
            _setKind = nil // stubble
            _isData = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["kind": self._kind as Any], displayStyle: .struct) } // stubble
    }
}
extension Wire.Frame: CustomReflectable {} // stubble

// @Stubbable
struct Record {
    var id: UInt16
    var flags: UInt16

    @exclusivity(unchecked) nonisolated(unsafe) static var _isEmpty: (() -> Bool)? = nil // stubble
    func isEmpty() -> Bool {
        if let _isEmpty = Self._isEmpty { _isEmpty() } else { // stubble
        flags == 0
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _isEmpty = nil // stubble
    } // stubble
}

func flagsOffset() -> Int? {
    MemoryLayout<Record>.offset(of: \.flags)
}

// @Stubbable
struct Sample {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getLevel: (() -> UInt8)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setLevel: ((UInt8) -> Void)? = nil // stubble
    var level: UInt8 { // stubble
        @storageRestrictions(initializes: _level) init { _level = newValue } // stubble
        get { if let _getLevel = Self._getLevel { return _getLevel() }; return _level } // stubble
        set { if let _setLevel = Self._setLevel { _setLevel(newValue) } else { _level = newValue } } // stubble
        _modify { if Self._getLevel == nil && Self._setLevel == nil { yield &_level } else { var _stubbleValue = level; yield &_stubbleValue; level = _stubbleValue } } // stubble
    } // stubble
    var _level: UInt8

    @exclusivity(unchecked) nonisolated(unsafe) static var _isLoud: (() -> Bool)? = nil // stubble
    func isLoud() -> Bool {
        if let _isLoud = Self._isLoud { _isLoud() } else { // stubble
        level > 100
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getLevel = nil // stubble
        _setLevel = nil // stubble
        _isLoud = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["level": self._level as Any], displayStyle: .struct) } // stubble
}
extension Sample: CustomReflectable {} // stubble

func sampleSize(of sample: Sample) -> Int {
    MemoryLayout.size(ofValue: sample)
}

// @Stubbable
struct Counter {
    var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
    var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count: Int

    var _twice: (() -> Int)? { get { _stubs.hooks["_twice"] as? (() -> Int) } nonmutating set { _stubs.hooks["_twice"] = newValue } } // stubble
    func twice() -> Int {
        if let _twice { _twice() } else { // stubble
        count * 2
        } // stubble
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any], displayStyle: .struct) } // stubble
}
extension Counter: CustomReflectable {} // stubble

func headerBytes(records: Int) -> Int {
    MemoryLayout<Header>.size * records + MemoryLayout< Wire.Frame >.stride
}
