// A struct whose memory the module reinterprets (`withMemoryRebound(to: Pixel.self, ...)`, `bindMemory`,
// `assumingMemoryBound`, `unsafeBitCast(_:to:)`, `load(as:)`, `storeBytes(of:as:)`) keeps its layout: the box
// that holds a struct's hooks would be a reference more in it, and memory read as a `Pixel` would then be
// read wrong (swift-system's tests crashed so where it rebinds memory to its `SystemChar`). Its instance
// hooks live outside the value instead, as static hooks (`Pixel._sum`); other structs keep their box.
// @Stubbable
struct Pixel {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getR: (() -> UInt8)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setR: ((UInt8) -> Void)? = nil // stubble
    var r: UInt8 { // stubble
        @storageRestrictions(initializes: _r) init { _r = newValue } // stubble
        get { if let _getR = Self._getR { return _getR() }; return _r } // stubble
        set { if let _setR = Self._setR { _setR(newValue) } else { _r = newValue } } // stubble
        _modify { if Self._getR == nil && Self._setR == nil { yield &_r } else { var _stubbleValue = r; yield &_stubbleValue; r = _stubbleValue } } // stubble
    } // stubble
    var _r: UInt8
    @exclusivity(unchecked) nonisolated(unsafe) static var _getG: (() -> UInt8)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) static var _setG: ((UInt8) -> Void)? = nil // stubble
    var g: UInt8 { // stubble
        @storageRestrictions(initializes: _g) init { _g = newValue } // stubble
        get { if let _getG = Self._getG { return _getG() }; return _g } // stubble
        set { if let _setG = Self._setG { _setG(newValue) } else { _g = newValue } } // stubble
        _modify { if Self._getG == nil && Self._setG == nil { yield &_g } else { var _stubbleValue = g; yield &_stubbleValue; g = _stubbleValue } } // stubble
    } // stubble
    var _g: UInt8

    @exclusivity(unchecked) nonisolated(unsafe) static var _sum: (() -> Int)? = nil // stubble
    func sum() -> Int {
        if let _sum = Self._sum { _sum() } else { // stubble
        Int(r) + Int(g)
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _getR = nil // stubble
        _setR = nil // stubble
        _getG = nil // stubble
        _setG = nil // stubble
        _sum = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["r": self._r as Any, "g": self._g as Any], displayStyle: .struct) } // stubble
}
extension Pixel: CustomReflectable {} // stubble

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

func firstPixel(of raw: UnsafeRawPointer) -> Pixel {
    raw.load(as: Pixel.self)
}

func pixelSum(_ word: UnsafeMutablePointer<UInt16>) -> Int {
    word.withMemoryRebound(to: Pixel.self, capacity: 1) { $0.pointee.sum() }
}
