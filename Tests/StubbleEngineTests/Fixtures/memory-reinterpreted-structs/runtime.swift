@main struct Runtime {
    static func main() {
        var word: UInt16 = 0x0102
        let c = Counter(count: 4)
        print(pixelSum(&word), withUnsafeBytes(of: &word) { firstPixel(of: $0.baseAddress!).r }, c.twice())
        c._twice = { 0 }
        print(pixelSum(&word), c.twice())
        c._twice = nil
        print(c.twice())
        // Pixel's hooks are static, outside its values: memory rebound to it reads the same bytes (2 bytes,
        // as in the unstubbed run), and a hook set once applies to the rebound value too.
        precondition(MemoryLayout<Pixel>.size == 2 && MemoryLayout<Pixel>.stride == 2)
        print(MemoryLayout<Pixel>.size, MemoryLayout<Pixel>.stride)
        var calls = 0
        Pixel._sum = { calls += 1; return 100 }
        print(pixelSum(&word), calls)
        Pixel._sum = nil
        Pixel._getR = { 9 }
        print(withUnsafeBytes(of: &word) { firstPixel(of: $0.baseAddress!).r }, pixelSum(&word))
        Pixel._resetStaticStubs()
        print(withUnsafeBytes(of: &word) { firstPixel(of: $0.baseAddress!).r }, pixelSum(&word))
    }
}
