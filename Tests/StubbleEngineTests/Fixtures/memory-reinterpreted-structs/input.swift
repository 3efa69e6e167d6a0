// A struct whose memory the module reinterprets (`withMemoryRebound(to: Pixel.self, ...)`, `bindMemory`,
// `assumingMemoryBound`, `unsafeBitCast(_:to:)`, `load(as:)`, `storeBytes(of:as:)`) keeps its layout: the box
// that holds a struct's hooks would be a reference more in it, and memory read as a `Pixel` would then be
// read wrong (swift-system's tests crashed so where it rebinds memory to its `SystemChar`). Its instance
// hooks live outside the value instead, as static hooks (`Pixel._sum`); other structs keep their box.
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
    var count: Int

    func twice() -> Int {
        count * 2
    }
}

func firstPixel(of raw: UnsafeRawPointer) -> Pixel {
    raw.load(as: Pixel.self)
}

func pixelSum(_ word: UnsafeMutablePointer<UInt16>) -> Int {
    word.withMemoryRebound(to: Pixel.self, capacity: 1) { $0.pointee.sum() }
}
