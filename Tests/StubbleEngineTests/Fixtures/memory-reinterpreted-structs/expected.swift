// A struct whose memory the module reinterprets (`withMemoryRebound(to: Pixel.self, ...)`, `bindMemory`,
// `assumingMemoryBound`, `unsafeBitCast(_:to:)`, `load(as:)`, `storeBytes(of:as:)`) keeps its layout: the box
// that holds a struct's hooks is a reference more in it, and memory read as a `Pixel` would then be read
// wrong (swift-system's tests crashed so where it rebinds memory to its `SystemChar`). Its instance members
// are skipped with that reason; other structs of the module are stubbed as usual.
// @Stubbable
struct Pixel {
    var r: UInt8
    var g: UInt8

    func sum() -> Int {
        Int(r) + Int(g)
    }
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
        init(from decoder: any Decoder) throws {} // stubble
        func encode(to encoder: any Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}

func firstPixel(of raw: UnsafeRawPointer) -> Pixel {
    raw.load(as: Pixel.self)
}

func pixelSum(_ word: UnsafeMutablePointer<UInt16>) -> Int {
    word.withMemoryRebound(to: Pixel.self, capacity: 1) { $0.pointee.sum() }
}
