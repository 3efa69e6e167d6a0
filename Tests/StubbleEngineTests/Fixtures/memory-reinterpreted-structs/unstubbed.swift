@main struct Unstubbed {
    static func main() {
        var word: UInt16 = 0x0102
        let c = Counter(count: 4)
        print(pixelSum(&word), withUnsafeBytes(of: &word) { firstPixel(of: $0.baseAddress!).r }, c.twice())
        print(MemoryLayout<Pixel>.size, MemoryLayout<Pixel>.stride)
    }
}
