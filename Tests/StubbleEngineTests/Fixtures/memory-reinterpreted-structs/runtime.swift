@main struct Runtime {
    static func main() {
        var word: UInt16 = 0x0102
        let c = Counter(count: 4)
        print(pixelSum(&word), withUnsafeBytes(of: &word) { firstPixel(of: $0.baseAddress!).r }, c.twice())
        c._twice = { 0 }
        print(pixelSum(&word), c.twice())
        c._twice = nil
        print(c.twice())
    }
}
